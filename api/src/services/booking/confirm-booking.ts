// Booking a slot (or moving a booking to another), in one transaction that first locks the
// executive's row: concurrent confirmations of any length take turns, each sees the last commit,
// and only a time still free is written. The active-slot unique index (migration 034) backs this up:
// a write that slipped past would fail there, and is answered the same way, as taken.
import type { BookingType } from '@provana/contracts/booking';
import type { Repositories } from '../../db/repositories';
import type { StoredBookingLink } from '../../db/repositories/booking/links';
import type { StoredBooking } from '../../db/repositories/booking/bookings';
import { lockRow } from '../../db/dialect/lock-row';
import { isUniqueViolation } from '../../db/dialect/unique-violation';
import { DAY_MS, nowIn, toIsoDateTime } from '@provana/dates';
import { busyBetween } from './busy-time';
import { slotsFor } from './booking-page';
import { newGuestTokens } from './guest-tokens';

const MINUTE_MS = 60_000;

export interface Guest {
  name: string;
  email: string;
  timeZone: string;
  answers: { question: string; answer: string }[];
}

export interface SlotChoice {
  executiveId: number;
  type: BookingType;
  link: StoredBookingLink | null;
  startMs: number;
  duration: number;
}

export type ConfirmOutcome =
  { ok: true; bookingId: number; eventId: number; tokens: { cancel: string; reschedule: string } } | { ok: false; reason: 'taken' | 'used' };

const wall = (ms: number, timeZone: string) => toIsoDateTime(nowIn(timeZone, ms));

/** The event's title and description: the guest's words as plain text (every writer escapes its own output). */
export function eventFields(typeName: string, guest: Pick<Guest, 'name' | 'email' | 'answers'>) {
  const answers = guest.answers.filter((a) => a.answer).map((a) => `${a.question}: ${a.answer}`);
  return { title: `${typeName}: ${guest.name}`, description: [`Booked by ${guest.name} <${guest.email}>`, ...answers].join('\n') };
}

async function stillFree(tx: Repositories, choice: SlotChoice, timeZone: string, nowMs: number, exceptId: number): Promise<boolean> {
  const { executiveId, startMs } = choice;
  const [busy, booked] = await Promise.all([
    busyBetween(tx, executiveId, timeZone, startMs - DAY_MS, startMs + 2 * DAY_MS, exceptId),
    tx.bookings.overlapping(executiveId, startMs - 2 * DAY_MS, startMs + 2 * DAY_MS, exceptId),
  ]);
  const source = { type: choice.type, candidateTimes: choice.link?.candidateTimes ?? null };
  return slotsFor(source, choice.duration, { timeZone, nowMs, busy, bookedStarts: booked.map((b) => b.startMs) }).includes(startMs);
}

async function inTurn<T>(
  repos: Repositories,
  executiveId: number,
  work: (tx: Repositories, timeZone: string) => Promise<T>,
): Promise<T | { ok: false; reason: 'taken' }> {
  try {
    return await repos.transaction(async (tx) => {
      await lockRow(tx.conn, 'executives', executiveId);
      return work(tx, await tx.executives.timeZoneOf(executiveId));
    });
  } catch (error) {
    if (isUniqueViolation(error)) return { ok: false, reason: 'taken' };
    throw error;
  }
}

export function confirmBooking(repos: Repositories, choice: SlotChoice, guest: Guest, nowMs: number): Promise<ConfirmOutcome> {
  return inTurn(repos, choice.executiveId, async (tx, timeZone): Promise<ConfirmOutcome> => {
    const { link, executiveId, startMs, type } = choice;
    if (link?.singleUse) {
      const current = await tx.bookingLinks.get(link.id);
      if (!current || current.usedAt !== null) return { ok: false, reason: 'used' };
    }
    if (!(await stillFree(tx, choice, timeZone, nowMs, 0))) return { ok: false, reason: 'taken' };
    const endMs = startMs + choice.duration * MINUTE_MS;
    const { tokens, hashes } = newGuestTokens();
    const bookingId = await tx.bookings.create(
      {
        executiveId,
        bookingTypeId: type.id,
        linkId: link?.id ?? null,
        startMs,
        endMs,
        guestName: guest.name,
        guestEmail: guest.email,
        guestTimeZone: guest.timeZone,
        answers: guest.answers,
        ...hashes,
      },
      nowMs,
    );
    if (link?.singleUse) await tx.bookingLinks.markUsed(link.id, nowMs);
    const eventId = await tx.calendarEvents.create({
      executiveId,
      ...eventFields(type.name, guest),
      startTime: wall(startMs, timeZone),
      endTime: wall(endMs, timeZone),
      type: 'meeting',
      priority: 'medium',
      relatedGoals: [],
    });
    await tx.bookings.setEvent(bookingId, eventId);
    return { ok: true, bookingId, eventId, tokens };
  });
}

export type MoveOutcome = { ok: true; tokens: { cancel: string; reschedule: string } } | { ok: false; reason: 'taken' };

/** Moves a booking (and its event) to a free slot; its guest tokens are renewed. */
export function moveBooking(repos: Repositories, booking: StoredBooking, choice: SlotChoice, nowMs: number): Promise<MoveOutcome> {
  return inTurn(repos, choice.executiveId, async (tx, timeZone): Promise<MoveOutcome> => {
    if (!(await stillFree(tx, choice, timeZone, nowMs, booking.id))) return { ok: false, reason: 'taken' };
    const endMs = choice.startMs + choice.duration * MINUTE_MS;
    const { tokens, hashes } = newGuestTokens();
    await tx.bookings.move(booking.id, choice.startMs, endMs, hashes);
    if (booking.eventId !== null) {
      await tx.calendarEvents.move({
        executiveId: choice.executiveId,
        id: booking.eventId,
        startTime: wall(choice.startMs, timeZone),
        endTime: wall(endMs, timeZone),
        seesPrivate: true,
      });
    }
    return { ok: true, tokens };
  });
}
