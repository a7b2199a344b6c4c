import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { IsoDateTimeSchema } from './common';
import {
  RealIsoDateSchema,
  TimeZoneNameSchema,
  TimeZoneSchema,
  endAfterStart,
  endsAfter,
  isKnownTimeZone,
  isRealIsoDate,
  notInPast,
  zonedTimesSchema,
} from './refinements';
import { deferDecisionBodyOn } from './decision-register';
import { followUpTimesIn } from './team-meetings';

const firstMessage = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) => {
  const issue = result.error?.issues[0];
  return issue && { path: issue.path.join('.'), message: issue.message };
};

describe('a real calendar date', () => {
  it.each(['2024-02-29', '2000-02-29', '2025-01-31', '2025-04-30', '2025-12-31', '0001-01-01'])('accepts %s', (date) => {
    expect(isRealIsoDate(date)).toBe(true);
    expect(RealIsoDateSchema.parse(date)).toBe(date);
  });

  it.each(['2025-02-29', '1900-02-29', '2025-02-30', '2025-04-31', '2025-13-01', '2025-00-10', '2025-01-00', '2025-01-32'])('refuses %s', (date) => {
    expect(isRealIsoDate(date)).toBe(false);
    expect(firstMessage(RealIsoDateSchema.safeParse(date))).toEqual({ path: '', message: 'must be a real calendar date' });
  });

  it('reports a malformed date as a format error first', () => {
    for (const text of ['2025-2-3', '2025-02-03T10:00', 'soon', '']) {
      expect(isRealIsoDate(text)).toBe(false);
      expect(firstMessage(RealIsoDateSchema.safeParse(text))?.message).toBe('must be a date YYYY-MM-DD');
    }
  });
});

describe('an end after its start', () => {
  it('compares wall-clock date-times to the second, seconds defaulting to :00', () => {
    expect(endsAfter('2025-03-12T10:00', '2025-03-12T10:30')).toBe(true);
    expect(endsAfter('2025-03-12T10:30', '2025-03-12T10:00')).toBe(false);
    expect(endsAfter('2025-03-12T10:00', '2025-03-12T10:00:00')).toBe(false);
    expect(endsAfter('2025-03-12T10:00:00.100', '2025-03-12T10:00:00.900')).toBe(false);
    expect(endsAfter('2025-03-12T23:30', '2025-03-13T00:15')).toBe(true);
  });

  it('compares date-times with a zone as instants', () => {
    expect(endsAfter('2025-03-12T10:00:00+02:00', '2025-03-12T09:00:00Z')).toBe(true);
    expect(endsAfter('2025-03-12T10:00Z', '2025-03-12T11:00+02:00')).toBe(false);
  });

  it('leaves a wall-clock time against an instant to the API (only the executive zone orders them)', () => {
    expect(endsAfter('2025-03-12T10:00', '2025-03-12T09:00Z')).toBe(true);
  });

  it('compares dates and clock times as text', () => {
    expect(endsAfter('09:00', '09:30')).toBe(true);
    expect(endsAfter('09:30', '09:30')).toBe(false);
    expect(endsAfter('2025-03-12', '2025-03-11')).toBe(false);
  });

  const Slot = z.object({ startTime: IsoDateTimeSchema, endTime: IsoDateTimeSchema }).refine(...endAfterStart('startTime', 'endTime'));

  it('refines an object schema, reporting on the end field', () => {
    expect(Slot.safeParse({ startTime: '2025-03-12T10:00', endTime: '2025-03-12T10:30' }).success).toBe(true);
    expect(firstMessage(Slot.safeParse({ startTime: '2025-03-12T10:00', endTime: '2025-03-12T09:30' }))).toEqual({
      path: 'endTime',
      message: 'must be after startTime',
    });
    expect(firstMessage(Slot.safeParse({ startTime: '2025-03-12T10:00', endTime: '2025-03-12T10:00' }))).toEqual({
      path: 'endTime',
      message: 'must be after startTime',
    });
  });

  it('names the start field in its message and leaves missing fields to their own schemas', () => {
    const Range = z.object({ from: z.string().optional(), until: z.string().optional() }).refine(...endAfterStart('from', 'until'));
    expect(firstMessage(Range.safeParse({ from: '10:00', until: '09:00' }))).toEqual({ path: 'until', message: 'must be after from' });
    expect(Range.safeParse({ until: '09:00' }).success).toBe(true);
    expect(firstMessage(Slot.safeParse({ startTime: 'soon', endTime: '2025-03-12T09:30' }))?.path).toBe('startTime');
  });
});

describe('an IANA time zone', () => {
  it.each(['Asia/Tokyo', 'America/Los_Angeles', 'Europe/Berlin', 'UTC', 'Etc/GMT+5'])('knows %s', (zone) => {
    expect(isKnownTimeZone(zone)).toBe(true);
    expect(TimeZoneSchema.parse(zone)).toBe(zone);
  });

  it('refuses a well-formed name the runtime does not know', () => {
    expect(isKnownTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(firstMessage(TimeZoneSchema.safeParse('Mars/Olympus_Mons'))).toEqual({ path: '', message: 'is not a time zone this server knows' });
    expect(TimeZoneNameSchema.safeParse('Mars/Olympus_Mons').success).toBe(true);
  });

  it('trims, and reports a blank or malformed name by its shape first', () => {
    expect(TimeZoneSchema.parse('  Asia/Tokyo ')).toBe('Asia/Tokyo');
    expect(isKnownTimeZone('')).toBe(false);
    expect(firstMessage(TimeZoneSchema.safeParse('  '))?.message).toBe('is required');
    expect(firstMessage(TimeZoneSchema.safeParse('not a zone'))?.message).toBe('must be an IANA time zone such as Europe/Berlin');
  });
});

describe('rules against the executive clock and zone', () => {
  it('refuses deferring a decision to a day before today, and takes today', () => {
    expect(firstMessage(deferDecisionBodyOn('2025-03-12').safeParse({ dueBy: '2025-03-11' }))).toEqual({ path: 'dueBy', message: 'must not be in the past' });
    expect(deferDecisionBodyOn('2025-03-12').safeParse({ dueBy: '2025-03-12' }).success).toBe(true);
  });

  it('orders a follow-up read in the zone: the end after the start first, then the start after now', () => {
    const shifted = followUpTimesIn((t) => t.replace('+02:00', '').replace('T10', 'T08'), '2025-03-12T08:30:00');
    expect(firstMessage(shifted.safeParse({ startTime: '2025-03-12T09:00:00', endTime: '2025-03-12T10:00:00+02:00' }))).toEqual({
      path: 'endTime',
      message: 'must be after startTime',
    });
    expect(firstMessage(shifted.safeParse({ startTime: '2025-03-12T08:00:00', endTime: '2025-03-12T09:00:00' }))).toEqual({
      path: 'startTime',
      message: 'must be in the future',
    });
    expect(shifted.parse({ startTime: '2025-03-12T09:00:00', endTime: '2025-03-12T09:30:00' })).toEqual({
      startTime: '2025-03-12T09:00:00',
      endTime: '2025-03-12T09:30:00',
    });
  });

  it('leaves an empty or missing value to its own schema', () => {
    const [check] = notInPast('dueBy', '2025-03-12');
    expect(check({ dueBy: '' })).toBe(true);
    expect(check({})).toBe(true);
    expect(zonedTimesSchema((t) => t).safeParse({ startTime: '10:00', endTime: '09:00' }).success).toBe(false);
  });
});
