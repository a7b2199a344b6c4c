// Wall clock in a zone → instant, where DST skips or repeats an hour (or half an hour on Lord Howe).
import { describe, expect, it } from 'vitest';
import { instantOf, normalizeDateTime } from './instant';
import { wallClockIn } from './wall-now';

const iso = (local: string, zone: string) => instantOf(local, zone).toISOString();
const hoursBetween = (a: string, b: string, zone: string) => (instantOf(b, zone).getTime() - instantOf(a, zone).getTime()) / 3_600_000;

describe('wall-clock text in a zone as an instant', () => {
  it('reads ordinary times with the offset of the day', () => {
    expect(iso('2026-11-22T23:30:00', 'America/Los_Angeles')).toBe('2026-11-23T07:30:00.000Z');
    expect(iso('2026-07-01T09:00', 'Europe/Berlin')).toBe('2026-07-01T07:00:00.000Z');
    expect(iso('2026-01-15', 'America/New_York')).toBe('2026-01-15T05:00:00.000Z'); // a date is its midnight
    expect(instantOf('soon', 'UTC').getTime()).toBeNaN();
    expect(iso('2026-07-01T09:00', 'Mars/Olympus_Mons')).toBe('2026-07-01T09:00:00.000Z'); // unknown zone: UTC
  });

  it('moves a time the clock skips forward by the jump (spring forward)', () => {
    expect(iso('2026-03-08T02:30', 'America/Los_Angeles')).toBe('2026-03-08T10:30:00.000Z'); // 03:30 PDT
    expect(iso('2026-03-08T02:30', 'America/New_York')).toBe('2026-03-08T07:30:00.000Z'); // 03:30 EDT
    expect(iso('2026-03-29T02:30', 'Europe/Berlin')).toBe('2026-03-29T01:30:00.000Z'); // 03:30 CEST
    expect(wallClockIn('Europe/Berlin', instantOf('2026-03-29T02:30', 'Europe/Berlin'))).toBe('2026-03-29T03:30:00');
    // Lord Howe jumps half an hour, 02:00 → 02:30 (+10:30 → +11): 02:15 becomes 02:45.
    expect(iso('2026-10-04T02:15', 'Australia/Lord_Howe')).toBe('2026-10-03T15:45:00.000Z');
    expect(wallClockIn('Australia/Lord_Howe', instantOf('2026-10-04T02:15', 'Australia/Lord_Howe'))).toBe('2026-10-04T02:45:00');
    // The minutes either side of a jump are untouched.
    expect(iso('2026-03-29T01:59', 'Europe/Berlin')).toBe('2026-03-29T00:59:00.000Z');
    expect(iso('2026-03-29T03:00', 'Europe/Berlin')).toBe('2026-03-29T01:00:00.000Z');
  });

  it('takes the first of a time the clock shows twice (fall back), still on summer time', () => {
    expect(iso('2026-11-01T01:30', 'America/Los_Angeles')).toBe('2026-11-01T08:30:00.000Z'); // 01:30 PDT, not PST
    expect(iso('2026-11-01T01:30', 'America/New_York')).toBe('2026-11-01T05:30:00.000Z'); // 01:30 EDT, not EST
    expect(iso('2026-10-25T02:30', 'Europe/Berlin')).toBe('2026-10-25T00:30:00.000Z'); // 02:30 CEST, not CET
    // Lord Howe goes back half an hour, 02:00 → 01:30 (+11 → +10:30): 01:45 happens twice.
    expect(iso('2026-04-05T01:45', 'Australia/Lord_Howe')).toBe('2026-04-04T14:45:00.000Z');
    expect(iso('2026-04-05T02:00', 'Australia/Lord_Howe')).toBe('2026-04-04T15:30:00.000Z'); // after the change: once
  });

  it('makes DST days shorter or longer, midnight to midnight', () => {
    expect(hoursBetween('2026-03-29', '2026-03-30', 'Europe/Berlin')).toBe(23);
    expect(hoursBetween('2026-10-25', '2026-10-26', 'Europe/Berlin')).toBe(25);
    expect(hoursBetween('2026-03-08', '2026-03-09', 'America/New_York')).toBe(23);
    expect(hoursBetween('2026-11-01', '2026-11-02', 'America/New_York')).toBe(25);
    expect(hoursBetween('2026-10-04', '2026-10-05', 'Australia/Lord_Howe')).toBe(23.5);
    expect(hoursBetween('2026-04-05', '2026-04-06', 'Australia/Lord_Howe')).toBe(24.5);
    // The same wall clock a day later across a change is 23 or 25 hours later.
    expect(hoursBetween('2026-10-31T09:00:00', '2026-11-01T09:00:00', 'America/Los_Angeles')).toBe(25);
  });

  it('puts the day of the date line first: Kiritimati (UTC+14) starts a day 24 hours before Honolulu (UTC-10)', () => {
    expect(iso('2026-01-01', 'Pacific/Kiritimati')).toBe('2025-12-31T10:00:00.000Z');
    expect(iso('2026-01-01', 'Pacific/Honolulu')).toBe('2026-01-01T10:00:00.000Z');
    expect(iso('2026-01-01T23:59:59', 'Pacific/Kiritimati')).toBe('2026-01-01T09:59:59.000Z');
    expect(wallClockIn('Pacific/Kiritimati', instantOf('2026-01-01T23:59:59', 'Pacific/Honolulu'))).toBe('2026-01-02T23:59:59');
  });
});

describe('client date-times as stored wall-clock text', () => {
  it('converts a date-time with an offset into the zone, and leaves wall-clock text as written', () => {
    expect(normalizeDateTime('2026-11-23T07:30:00Z', 'America/Los_Angeles')).toBe('2026-11-22T23:30:00');
    expect(normalizeDateTime('2026-11-23T07:30:00+09:00', 'Pacific/Kiritimati')).toBe('2026-11-23T12:30:00');
    expect(normalizeDateTime('2026-11-23T09:15', 'Asia/Tokyo')).toBe('2026-11-23T09:15:00');
    expect(normalizeDateTime('2026-11-23T09:15:30.250', 'Asia/Tokyo')).toBe('2026-11-23T09:15:30');
  });
});
