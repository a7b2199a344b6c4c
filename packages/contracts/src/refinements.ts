// Refinements written once for the API and the client forms: a real calendar date, an end after its
// start, an IANA zone the runtime knows. No date library (the contracts are bundled into browsers):
// plain arithmetic and Intl. Messages are the API's words; its 400 body prefixes the field.
import { z } from 'zod';
import { IsoDateSchema } from './common';

// ── A real calendar date ──────────────────────────────────────────────────────────────────────────

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/** Whether 'YYYY-MM-DD' names a day on the calendar (2025-02-30 and 2025-13-01 do not). */
export function isRealIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1) return false;
  const last = month === 2 && isLeapYear(year) ? 29 : (DAYS_IN_MONTH[month - 1] ?? 0);
  return day <= last;
}

/** A real calendar date, YYYY-MM-DD (2025-02-30 is refused). */
export const RealIsoDateSchema = IsoDateSchema.refine(isRealIsoDate, 'must be a real calendar date');

// ── An end after its start ────────────────────────────────────────────────────────────────────────

const DATE_TIME = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?$/;

/**
 * Whether `end` comes after `start`, to the second, as the API stores them. Date-times (IsoDateTimeSchema)
 * that both name an instant (…Z, +02:00) compare as instants, wall-clock ones as written (seconds
 * default to :00); dates ('YYYY-MM-DD') and clock times ('HH:MM') compare as text. A wall-clock time
 * against an instant is not refused here: only the executive's zone orders them, so the API checks
 * such a pair again once it has read both in that zone.
 */
export function endsAfter(start: string, end: string): boolean {
  const a = DATE_TIME.exec(start);
  const b = DATE_TIME.exec(end);
  if (!a || !b) return end > start;
  const zoned = [a[5] !== undefined, b[5] !== undefined];
  if (zoned[0] !== zoned[1]) return true;
  if (zoned[0]) return Math.floor(Date.parse(end) / 1000) > Math.floor(Date.parse(start) / 1000);
  const wallClock = (m: RegExpExecArray) => `${m[1]}T${m[2]}:${m[3]}:${m[4] ?? '00'}`;
  return wallClock(b) > wallClock(a);
}

type StartEnd<S extends string, E extends string> = { [K in S | E]?: string | null };

/**
 * For an object schema's `.refine(...)`: `end` must come after `start` (endsAfter); the issue is
 * reported on the end field ('must be after startTime'). A missing field is left to its own schema.
 *
 *   z.object({ startTime: IsoDateTimeSchema, endTime: IsoDateTimeSchema }).refine(...endAfterStart('startTime', 'endTime'))
 */
export function endAfterStart<S extends string, E extends string>(
  start: S,
  end: E,
): [check: (value: StartEnd<S, E>) => boolean, params: { message: string; path: PropertyKey[] }] {
  const check = (value: StartEnd<S, E>) => {
    const from = value[start];
    const to = value[end];
    return typeof from !== 'string' || typeof to !== 'string' || endsAfter(from, to);
  };
  return [check, { message: `must be after ${start}`, path: [end] }];
}

// ── An IANA time zone ─────────────────────────────────────────────────────────────────────────────

/** Whether the runtime (Node or the browser) knows `timeZone` as an IANA zone name. */
export function isKnownTimeZone(timeZone: string): boolean {
  if (timeZone.length === 0) return false;
  try {
    // A validity check, not a text: the contracts depend on zod alone, not on @provana/dates.
    // eslint-disable-next-line no-restricted-syntax
    new Intl.DateTimeFormat(undefined, { timeZone });
    return true;
  } catch {
    return false;
  }
}

/**
 * The shape of an IANA zone name as a browser reports it ('Europe/Berlin'), known or not: sign-up takes
 * any such name and falls back to UTC for one the server does not know.
 */
export const TimeZoneNameSchema = z
  .string()
  .trim()
  .min(1, 'is required')
  .max(64)
  .regex(/^[A-Za-z][A-Za-z0-9_+\-/]*$/, 'must be an IANA time zone such as Europe/Berlin');

/** An IANA time zone the runtime knows ('Mars/Olympus_Mons' is refused). */
export const TimeZoneSchema = TimeZoneNameSchema.refine(isKnownTimeZone, 'is not a time zone this server knows');

// ── Rules against the executive's clock and zone ──────────────────────────────────────────────────
// Only the API (or a form that knows the executive's today) can build these: the schema is made for
// the moment and zone at hand, so the rule and its words still live here, once.

type Check<F extends string> = [check: (value: { [K in F]?: string | null }) => boolean, params: { message: string; path: PropertyKey[] }];

/** For `.refine(...)`: the date `field` ('YYYY-MM-DD') is not before `today` (an empty or missing one is left to its own schema). */
export function notInPast<F extends string>(field: F, today: string): Check<F> {
  const check = (value: { [K in F]?: string | null }) => {
    const date = value[field];
    return typeof date !== 'string' || date === '' || date >= today;
  };
  return [check, { message: 'must not be in the past', path: [field] }];
}

/** For `.refine(...)`: the wall-clock date-time `field` comes after `now` (both 'YYYY-MM-DDTHH:MM:SS' in one zone). */
export function inFuture<F extends string>(field: F, now: string): Check<F> {
  const check = (value: { [K in F]?: string | null }) => {
    const at = value[field];
    return typeof at !== 'string' || at > now;
  };
  return [check, { message: 'must be in the future', path: [field] }];
}

/**
 * A start and an end read in the executive's zone by `toZone` (the API's normalizer), the end still
 * after the start: the body's schema ordered them as sent, but only the zone orders an offset against
 * a wall clock or a daylight-saving fall-back.
 */
export const zonedTimesSchema = (toZone: (dateTime: string) => string) =>
  z
    .object({ startTime: z.string(), endTime: z.string() })
    .transform(({ startTime, endTime }) => ({ startTime: toZone(startTime), endTime: toZone(endTime) }))
    .refine(...endAfterStart('startTime', 'endTime'));
