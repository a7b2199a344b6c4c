// What the public page /book/<token> needs, and nothing more: the type's name, durations, location
// kind and questions, the host's name and zone, and the free slots (instants). A one-off link offers
// only its candidate times that are still free and ahead; a spent single-use link offers none.
import type { BookingType, PublicBookingPage } from '@provana/contracts/booking';
import type { Repositories } from '../../db/repositories';
import type { StoredBookingLink } from '../../db/repositories/booking/links';
import { DAY_MS } from '@provana/dates';
import { busyBetween } from './busy-time';
import { freeSlots, mergeIntervals, overlapsAny, type Interval } from './free-slots';

const MINUTE_MS = 60_000;

export interface SlotSource {
  type: BookingType;
  /** The link's candidate times, or null: the type's hours. */
  candidateTimes: string[] | null;
}

/** Free slot starts for one duration; `busy` and `bookedStarts` must cover the slots asked about. */
export function slotsFor(
  source: SlotSource,
  duration: number,
  input: { timeZone: string; nowMs: number; busy: readonly Interval[]; bookedStarts: readonly number[] },
): number[] {
  const { type } = source;
  if (!source.candidateTimes) return freeSlots(type, { ...input, duration });
  const merged = mergeIntervals(input.busy);
  return source.candidateTimes
    .map((t) => Date.parse(t))
    .filter(
      (start) =>
        start >= input.nowMs && !overlapsAny(merged, start - type.bufferBeforeMinutes * MINUTE_MS, start + (duration + type.bufferAfterMinutes) * MINUTE_MS),
    )
    .sort((a, b) => a - b);
}

/** Every free slot of every duration between now and the horizon (the candidates' span for a one-off link). */
export async function allSlots(repos: Repositories, executiveId: number, timeZone: string, source: SlotSource, nowMs: number, exceptBookingId = 0) {
  const toMs = nowMs + (source.type.horizonDays + 1) * DAY_MS;
  const candidates = source.candidateTimes?.map((t) => Date.parse(t)) ?? [];
  const endMs = Math.max(toMs, ...candidates.map((c) => c + DAY_MS));
  const [busy, booked] = await Promise.all([
    busyBetween(repos, executiveId, timeZone, nowMs - DAY_MS, endMs, exceptBookingId),
    repos.bookings.overlapping(executiveId, nowMs - 2 * DAY_MS, endMs, exceptBookingId),
  ]);
  const input = { timeZone, nowMs, busy, bookedStarts: booked.map((b) => b.startMs) };
  return source.type.durations.flatMap((duration) => slotsFor(source, duration, input).map((start) => ({ start: new Date(start).toISOString(), duration })));
}

export async function bookingPage(
  repos: Repositories,
  link: Pick<StoredBookingLink, 'executiveId' | 'singleUse' | 'usedAt' | 'candidateTimes'>,
  type: BookingType,
  nowMs: number,
  exceptBookingId = 0,
): Promise<PublicBookingPage> {
  const executive = await repos.executives.get(link.executiveId);
  const timeZone = executive?.time_zone ?? 'UTC';
  const used = link.singleUse && link.usedAt !== null && exceptBookingId === 0;
  return {
    typeName: type.name,
    hostName: executive?.name ?? '',
    hostTimeZone: timeZone,
    durations: type.durations,
    locationKind: type.locationKind,
    questions: type.questions,
    used,
    slots: used ? [] : await allSlots(repos, link.executiveId, timeZone, { type, candidateTimes: link.candidateTimes }, nowMs, exceptBookingId),
  };
}
