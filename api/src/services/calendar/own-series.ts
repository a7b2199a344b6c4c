// The executive's own recurring events: the form's repeat choice ⇄ RRULE text, and a
// stored series expanded to its occurrences with the subscribed calendars' expansion (occurrences.ts).
// A series is kept as wall clock in the executive's zone (start_time/end_time of its first
// occurrence), so it repeats at the same local time across daylight-saving changes.
import ICAL from 'ical.js';
import type { CalendarEvent, Repeat, WeekdayCode } from '@provana/contracts';
import { instantOf, nowIn, toIsoDateTime, wallText, wallTime } from '@provana/dates';
import { HttpError } from '../../lib/http-error';
import type { EventSeries } from './event-series';
import { expandOccurrences, seriesSpan } from './occurrences';
import { eachStart } from './series-starts';

const WORK_WEEK: WeekdayCode[] = ['MO', 'TU', 'WE', 'TH', 'FR'];
const FREQ = { daily: 'DAILY', weekdays: 'WEEKLY', weekly: 'WEEKLY', monthly: 'MONTHLY', yearly: 'YEARLY' } as const;

/** The RRULE (no prefix) for a repeat choice; UNTIL is floating like the series' start (RFC 5545). */
export function repeatToRrule(repeat: Repeat): string {
  const parts = [`FREQ=${FREQ[repeat.frequency]}`];
  const days = repeat.frequency === 'weekdays' ? WORK_WEEK : repeat.frequency === 'weekly' ? [...new Set(repeat.weekdays)] : [];
  if (days.length > 0) parts.push(`BYDAY=${days.join(',')}`);
  if (repeat.until) parts.push(`UNTIL=${repeat.until.replaceAll('-', '')}T235959`);
  if (repeat.count) parts.push(`COUNT=${repeat.count}`);
  const rrule = parts.join(';');
  // Read back by the parser that expands it: a rule it cannot read never reaches the database.
  try {
    ICAL.Recur.fromString(rrule);
  } catch {
    throw new HttpError(400, 'validation_error', 'repeat: not a valid repeat rule', 'repeat');
  }
  return rrule;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The repeat choice a stored RRULE stands for (the form shows it back). */
export function rruleToRepeat(rrule: string): Repeat {
  const rule = ICAL.Recur.fromString(rrule);
  const days = ((rule.parts.BYDAY ?? []) as string[]).map((d) => d as WeekdayCode);
  const isWorkWeek = days.length === 5 && WORK_WEEK.every((d) => days.includes(d));
  const frequency: Repeat['frequency'] =
    rule.freq === 'DAILY' ? 'daily' : rule.freq === 'MONTHLY' ? 'monthly' : rule.freq === 'YEARLY' ? 'yearly' : isWorkWeek ? 'weekdays' : 'weekly';
  const until = rule.until ? `${rule.until.year}-${pad(rule.until.month)}-${pad(rule.until.day)}` : undefined;
  return {
    frequency,
    ...(frequency === 'weekly' ? { weekdays: days } : {}),
    ...(until ? { until } : {}),
    ...(rule.count ? { count: rule.count } : {}),
  };
}

/** What expansion needs of a stored series: its row's fields. */
export interface StoredSeries {
  event: CalendarEvent;
  rrule: string;
  exdates: string[];
}

/** A stored occurrence override: a moved or renamed occurrence of series `eventId`. */
export interface StoredOverride {
  eventId: number;
  originalStart: string;
  title: string;
  startTime: string;
  endTime: string;
}

type OwnSeries = EventSeries & { event: CalendarEvent; override: StoredOverride | null };

const toSeries = (s: StoredSeries, zone: string): OwnSeries => ({
  scope: 'own',
  uid: String(s.event.id),
  recurrenceId: null,
  summary: s.event.title,
  location: '',
  attendees: [],
  allDay: false,
  startLocal: s.event.startTime,
  timeZone: zone,
  durationMs: instantOf(s.event.endTime, zone).getTime() - instantOf(s.event.startTime, zone).getTime(),
  rrule: s.rrule,
  exdates: s.exdates,
  rdates: [],
  thisAndFuture: false,
  event: s.event,
  override: null,
});

const overrideSeries = (o: StoredOverride, series: StoredSeries, zone: string): OwnSeries => ({
  ...toSeries(series, zone),
  recurrenceId: o.originalStart,
  summary: o.title,
  startLocal: o.startTime,
  durationMs: instantOf(o.endTime, zone).getTime() - instantOf(o.startTime, zone).getTime(),
  rrule: null,
  exdates: [],
  override: o,
});

/**
 * Every occurrence of `series` (overrides applied, deleted ones left out) starting in [from, to)
 * (wall clock in `zone`), as calendar events: the series' id, each occurrence's times, and its
 * original start (`occurrenceStart`) for edits of one occurrence.
 */
export function expandOwnSeries(
  series: readonly StoredSeries[],
  overrides: readonly StoredOverride[],
  from: string,
  to: string,
  zone: string,
): CalendarEvent[] {
  const byId = new Map(series.map((s) => [s.event.id, s]));
  const all: OwnSeries[] = series.map((s) => toSeries(s, zone));
  for (const o of overrides) {
    const s = byId.get(o.eventId);
    if (s) all.push(overrideSeries(o, s, zone));
  }
  const { occurrences } = expandOccurrences(all, { from: instantOf(from, zone), to: instantOf(to, zone) }, zone);
  return occurrences
    .filter((o) => o.startLocal >= from && o.startLocal < to)
    .map((o) => ({
      ...o.series.event,
      title: o.series.summary,
      startTime: o.startLocal,
      endTime: o.endLocal,
      occurrenceStart: o.series.override?.originalStart ?? o.key,
    }));
}

/** Whether `key` is an occurrence of the series (deleted ones included): edits of one occurrence must name a real one. */
export function isOccurrenceOf(s: StoredSeries, key: string, zone: string): boolean {
  let found = false;
  eachStart(toSeries(s, zone), zone, (local) => {
    found = local === key;
    return local < key;
  });
  return found;
}

/** How many of the series' starts (deleted ones included, as RRULE's COUNT counts them) come before `key`. */
export function startsBefore(s: StoredSeries, key: string, zone: string): number {
  let n = 0;
  eachStart(toSeries(s, zone), zone, (local) => {
    if (local >= key) return false;
    n += 1;
    return true;
  });
  return n;
}

/**
 * A series cut where "this and following" begins: the old rule ends the second before `key` (a floating
 * UNTIL, as the form writes), the rest's rule keeps what COUNT has left.
 */
export function splitRule(s: StoredSeries, key: string, zone: string): { before: string; rest: string } {
  const parts = s.rrule.split(';').filter((p) => p && !/^(UNTIL|COUNT)=/.test(p));
  const until = wallText(wallTime(key) - 1000)
    .replaceAll('-', '')
    .replaceAll(':', '');
  const count = /COUNT=(\d+)/.exec(s.rrule);
  const restParts = s.rrule.split(';').filter((p) => p && !/^COUNT=/.test(p));
  if (count) restParts.push(`COUNT=${Math.max(1, Number(count[1]) - startsBefore(s, key, zone))}`);
  return { before: [...parts, `UNTIL=${until}`].join(';'), rest: restParts.join(';') };
}

/** Wall-clock end of the series' last occurrence (null: it repeats for ever, or too long to walk), for range reads. */
export function seriesEndOf(startTime: string, endTime: string, rrule: string): string | null {
  // Read as UTC: only wall clocks are compared, and UTC has no gaps or repeated hours.
  const span = seriesSpan(toSeries({ event: { startTime, endTime } as CalendarEvent, rrule, exdates: [] }, 'UTC'));
  return span.endAt === null ? null : toIsoDateTime(nowIn('UTC', new Date(span.endAt)));
}
