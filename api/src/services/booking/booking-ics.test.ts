import { describe, expect, it } from 'vitest';
import { invitationIcs, type InvitationFacts } from './booking-ics';

const FACTS: InvitationFacts = {
  bookingId: 7,
  title: 'Intro call with Alex; "Board" \\ prep',
  description: '',
  location: 'Room 4, Floor 2',
  startMs: Date.UTC(2025, 2, 12, 10),
  endMs: Date.UTC(2025, 2, 12, 11),
  hostTimeZone: 'America/New_York',
  organizer: { name: 'Alex Morgan', email: 'alex@example.com' },
  guest: { name: 'Ada', email: 'ada@example.com' },
  nowMs: Date.UTC(2025, 2, 1),
};

describe('booking invitation', () => {
  it('names the host zone with its VTIMEZONE and writes wall clock under it', () => {
    const ics = invitationIcs(FACTS, 'REQUEST');
    expect(ics).toContain('METHOD:REQUEST');
    expect(ics).toContain('BEGIN:VTIMEZONE\r\nTZID:America/New_York');
    expect(ics).toContain('DTSTART;TZID=America/New_York:20250312T060000');
    expect(ics).toContain('UID:provana-booking-7@provana.app');
    // Text is escaped as RFC 5545 asks.
    expect(ics).toContain('SUMMARY:Intro call with Alex\\; "Board" \\\\ prep');
    expect(ics).toContain('LOCATION:Room 4\\, Floor 2');
  });

  it('writes UTC times for a host in UTC, never floating ones', () => {
    const ics = invitationIcs({ ...FACTS, hostTimeZone: 'UTC' }, 'REQUEST');
    expect(ics).toContain('DTSTART:20250312T100000Z');
    expect(ics).not.toContain('VTIMEZONE');
  });

  it('cancels the same entry with a higher sequence', () => {
    const first = invitationIcs(FACTS, 'REQUEST');
    const cancel = invitationIcs({ ...FACTS, nowMs: FACTS.nowMs + 60_000 }, 'CANCEL');
    const sequence = (ics: string) => Number(/SEQUENCE:(\d+)/.exec(ics)?.[1]);
    expect(cancel).toContain('METHOD:CANCEL');
    expect(cancel).toContain('STATUS:CANCELLED');
    expect(sequence(cancel)).toBeGreaterThan(sequence(first));
  });
});
