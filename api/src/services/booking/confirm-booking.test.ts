// Availability against the executive's real week and the database's guarantee against double
// booking, on both databases: 50 concurrent confirmations of one slot, exactly one succeeds.
import { beforeAll, describe, expect, it } from 'vitest';
import { instantOf } from '@provana/dates';
import { createTestContext, signUp, type TestContext } from '../../../test/helpers';
import { parseIcal } from '../calendar/parse-ical';
import { bookingPage } from './booking-page';
import { bookingTypeWithLink } from './booking-fixtures';
import { confirmBooking, moveBooking, type Guest } from './confirm-booking';

const ZONE = 'Europe/Berlin';
const guest = (n: number): Guest => ({ name: `Guest ${n}`, email: `guest${n}@example.com`, timeZone: 'America/New_York', answers: [] });
const berlin = (wall: string) => instantOf(wall, ZONE).getTime();

describe('booking availability and confirmation', () => {
  let t: TestContext;
  let executiveId: number;
  beforeAll(async () => {
    t = await createTestContext();
    ({ executiveId } = await signUp(t.app, 'booker@example.com', 'correct-horse', ZONE));
    // An empty week: the sample workspace's items would decide the slots otherwise.
    for (const table of ['calendar_events', 'meetings']) await t.exec(`DELETE FROM ${table} WHERE executive_id = ?`, executiveId);
  });

  const mondaySlots = async (typeOptions = {}) => {
    const { type, link } = await bookingTypeWithLink(t.repos, executiveId, t.clock.now().getTime(), { type: typeOptions });
    const page = await bookingPage(t.repos, link, type, t.clock.now().getTime());
    return page.slots.filter((s) => s.duration === 30 && s.start.startsWith('2025-03-17')).map((s) => s.start.slice(11, 16));
  };

  it('takes own, repeating and subscribed events as busy, with buffers', async () => {
    // Monday 2025-03-17 in Berlin (UTC+1): 09:00 local is 08:00Z.
    await t.repos.calendarEvents.create({
      executiveId,
      title: 'Board prep',
      startTime: '2025-03-17T10:00:00',
      endTime: '2025-03-17T11:00:00',
      type: 'focus',
      priority: 'high',
      description: '',
      relatedGoals: [],
      private: true,
    });
    await t.repos.calendarEvents.create({
      executiveId,
      title: 'Stand-up',
      startTime: '2025-03-10T13:00:00',
      endTime: '2025-03-10T13:30:00',
      type: 'meeting',
      priority: 'low',
      description: '',
      relatedGoals: [],
      rrule: 'FREQ=WEEKLY',
    });
    const subscriptionId = await t.repos.calendarSubscriptions.create({
      executiveId,
      name: 'Family',
      url: 'https://calendar.example.com/family.ics',
      colour: '#0b7285',
      now: t.clock.now(),
    });
    const ics = [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'BEGIN:VEVENT',
      'UID:school@example.com',
      'DTSTART:20250317T140000Z',
      'DTEND:20250317T150000Z',
      'SUMMARY:School run',
      'END:VEVENT',
      'END:VCALENDAR',
    ].join('\r\n');
    await t.repos.calendarSubscriptionEvents.replace(subscriptionId, executiveId, parseIcal(ics));

    const slots = await mondaySlots({ bufferAfterMinutes: 15 });
    // In UTC (Berlin is +1): hours 08:00–16:00; busy 09:00–10:00 (private: busy all the same),
    // 12:00–12:30 (weekly) and 14:00–15:00 (subscribed). A 15-minute buffer after a booking keeps
    // 08:30, 11:30 and 13:30 away: each would end 15 minutes or less before something busy.
    expect(slots).toEqual(['08:00', '10:00', '10:30', '11:00', '12:30', '13:00', '15:00', '15:30']);
  });

  it('lets exactly one of 50 concurrent confirmations of one slot through', async () => {
    const nowMs = t.clock.now().getTime();
    const { type, link } = await bookingTypeWithLink(t.repos, executiveId, nowMs);
    const startMs = berlin('2025-03-18T09:00');
    const outcomes = await Promise.all(
      Array.from({ length: 50 }, (_, n) => confirmBooking(t.repos, { executiveId, type, link, startMs, duration: n % 2 === 0 ? 30 : 60 }, guest(n), nowMs)),
    );
    expect(outcomes.filter((o) => o.ok)).toHaveLength(1);
    expect(outcomes.filter((o) => !o.ok).every((o) => !o.ok && o.reason === 'taken')).toBe(true);
    expect(await t.rows('SELECT id FROM bookings WHERE executive_id = ? AND start_at = ?', executiveId, startMs)).toHaveLength(1);
    // An overlapping slot of another length is refused too.
    const overlapping = await confirmBooking(t.repos, { executiveId, type, link, startMs: startMs + 30 * 60_000, duration: 30 }, guest(99), nowMs);
    const winner = outcomes.find((o) => o.ok);
    const winnerLength =
      winner && winner.ok
        ? await t.row<{ end_at: number; start_at: number }>('SELECT start_at, end_at FROM bookings WHERE id = ?', winner.bookingId)
        : undefined;
    expect(overlapping.ok).toBe(winnerLength ? winnerLength.end_at - winnerLength.start_at === 30 * 60_000 : false);
  });

  it('creates the event in the executive calendar at the local time', async () => {
    const nowMs = t.clock.now().getTime();
    const { type, link } = await bookingTypeWithLink(t.repos, executiveId, nowMs);
    const outcome = await confirmBooking(t.repos, { executiveId, type, link, startMs: berlin('2025-03-19T14:00'), duration: 60 }, guest(1), nowMs);
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    const event = await t.repos.calendarEvents.get(executiveId, outcome.eventId, true);
    expect(event).toMatchObject({ title: 'Intro call: Guest 1', startTime: '2025-03-19T14:00:00', endTime: '2025-03-19T15:00:00' });
  });

  it('spends a single-use link after one booking', async () => {
    const nowMs = t.clock.now().getTime();
    const { type, link } = await bookingTypeWithLink(t.repos, executiveId, nowMs, { singleUse: true });
    const first = await confirmBooking(t.repos, { executiveId, type, link, startMs: berlin('2025-03-20T09:00'), duration: 30 }, guest(1), nowMs);
    const second = await confirmBooking(t.repos, { executiveId, type, link, startMs: berlin('2025-03-20T11:00'), duration: 30 }, guest(2), nowMs);
    expect([first.ok, second]).toEqual([true, { ok: false, reason: 'used' }]);
    const spent = await t.repos.bookingLinks.get(link.id);
    expect((await bookingPage(t.repos, spent!, type, nowMs)).used).toBe(true);
  });

  it('offers a one-off link only its candidate times that are still free', async () => {
    const nowMs = t.clock.now().getTime();
    const candidates = ['2025-03-21T09:00', '2025-03-21T10:00', '2025-03-10T09:00'].map((w) => new Date(berlin(w)).toISOString());
    const { type, link } = await bookingTypeWithLink(t.repos, executiveId, nowMs, { candidateTimes: candidates, type: { durations: [30] } });
    await t.repos.calendarEvents.create({
      executiveId,
      title: 'Taken',
      startTime: '2025-03-21T10:00:00',
      endTime: '2025-03-21T10:30:00',
      type: 'focus',
      priority: 'low',
      description: '',
      relatedGoals: [],
    });
    // The third is in the past (the clock is at 2025-03-12).
    expect((await bookingPage(t.repos, link, type, nowMs)).slots).toEqual([{ start: candidates[0], duration: 30 }]);
    const offHours = await confirmBooking(t.repos, { executiveId, type, link, startMs: berlin('2025-03-21T12:00'), duration: 30 }, guest(3), nowMs);
    expect(offHours).toEqual({ ok: false, reason: 'taken' });
  });

  it('moves a booking to a free slot, and never onto a taken one', async () => {
    const nowMs = t.clock.now().getTime();
    const { type, link } = await bookingTypeWithLink(t.repos, executiveId, nowMs);
    const a = await confirmBooking(t.repos, { executiveId, type, link, startMs: berlin('2025-03-24T09:00'), duration: 30 }, guest(1), nowMs);
    const b = await confirmBooking(t.repos, { executiveId, type, link, startMs: berlin('2025-03-24T10:00'), duration: 30 }, guest(2), nowMs);
    if (!a.ok || !b.ok) throw new Error('not booked');
    const booking = (await t.repos.bookings.get(executiveId, a.bookingId))!;
    // Onto itself shifted by half an hour is fine (its own time is not busy for it); onto b is not.
    expect((await moveBooking(t.repos, booking, { executiveId, type, link, startMs: berlin('2025-03-24T09:30'), duration: 30 }, nowMs)).ok).toBe(true);
    expect(await moveBooking(t.repos, booking, { executiveId, type, link, startMs: berlin('2025-03-24T10:00'), duration: 30 }, nowMs)).toEqual({
      ok: false,
      reason: 'taken',
    });
    const event = await t.repos.calendarEvents.get(executiveId, a.eventId, true);
    expect(event?.startTime).toBe('2025-03-24T09:30:00');
  });
});
