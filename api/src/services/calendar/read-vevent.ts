// One VEVENT as the parser relates it to its series (parse-ical.ts). Read at the smallest scope: a
// value that cannot be read costs its property (an end, an exception, an added date, an attendee,
// a repeat rule: holiday publishers write an empty `RRULE:`) and the event is kept, once; only the
// values that say when the event is (its start, the occurrence it changes) cost the event, with the
// reason (skipped-events.ts).
import ICAL from 'ical.js';
import { DAY_MS, daysBetween } from '@provana/dates';
import type { EventSeries } from './event-series';
import { floatingTime } from './ical-time';
import { instantOfValue, zonedValueOf, type ZonedValue } from './ical-zones';
import type { SkipReason } from './skipped-events';

const MAX_TEXT = 500;
const MAX_ATTENDEES = 100;

export interface RawEvent {
  /** recurrenceId, exdates and rdates still to be keyed against the event's series. */
  series: EventSeries;
  recurrence: ZonedValue | null;
  exdates: ZonedValue[];
  rdates: { value: ZonedValue; durationMs: number | null }[];
  cancelled: boolean;
}

export type EventReading = { ok: true; raw: RawEvent; lines: number } | { ok: false; reason: SkipReason };

export interface ReadContext {
  index: number;
  scope: string;
  /** The calendar's X-WR-TIMEZONE (IANA), for floating times. */
  floatingZone: string | null;
  /** Lines of this event that could not be parsed at all (ics-tree.ts), by lower-case name. */
  dropped: readonly string[];
}

/** Lines whose loss costs the event. */
const DEFINING: Readonly<Record<string, SkipReason>> = { dtstart: 'start', 'recurrence-id': 'recurrenceId' };

const text = (v: unknown) => (typeof v === 'string' ? v.trim().slice(0, MAX_TEXT) : '');

function attendeeOf(p: ICAL.Property): string {
  const cn = p.getParameter('cn');
  const name = typeof cn === 'string' && cn.trim() ? cn : String(p.getFirstValue() ?? '').replace(/^mailto:/i, '');
  return name.trim().slice(0, 200);
}

/** The rule as text, once ical.js has read it back and stepped it from the start (a rule it cannot expand never reaches storage). */
function checkedRule(value: unknown, start: ZonedValue): string {
  if (!(value instanceof ICAL.Recur)) throw new Error('not a rule');
  const rule = value.toString();
  ICAL.Recur.fromString(rule).iterator(floatingTime(start.local)).next();
  return rule;
}

export function readEvent(event: ICAL.Component, ctx: ReadContext): EventReading {
  for (const name of ctx.dropped) {
    const reason = DEFINING[name];
    if (reason) return { ok: false, reason };
  }
  let lines = ctx.dropped.length;
  /** A property's value, or undefined (one line counted) when it cannot be read. */
  const attempt = <T>(read: () => T): T | undefined => {
    try {
      return read();
    } catch {
      lines += 1;
      return undefined;
    }
  };
  const zoned = (p: ICAL.Property, v?: ICAL.Time) => zonedValueOf(p, v ?? (p.getFirstValue() as ICAL.Time), ctx.floatingZone);

  const startProp = event.getFirstProperty('dtstart');
  let start: ZonedValue;
  let recurrence: ZonedValue | null = null;
  const recurrenceProp = event.getFirstProperty('recurrence-id');
  try {
    if (!startProp) return { ok: false, reason: 'start' };
    start = zoned(startProp);
  } catch {
    return { ok: false, reason: 'start' };
  }
  try {
    if (recurrenceProp) recurrence = zoned(recurrenceProp);
  } catch {
    return { ok: false, reason: 'recurrenceId' };
  }
  const ruleProp = event.getFirstProperty('rrule');
  const rrule = ruleProp && !recurrenceProp ? (attempt(() => checkedRule(ruleProp.getFirstValue(), start)) ?? null) : null;

  const endProp = event.getFirstProperty('dtend');
  const durationProp = event.getFirstProperty('duration');
  const end = endProp ? attempt(() => zoned(endProp)) : undefined;
  const duration = durationProp && !end ? attempt(() => durationProp.getFirstValue() as ICAL.Duration) : undefined;
  let durationMs: number;
  if (start.isDate) {
    const days = end ? daysBetween(start.local, end.local.slice(0, 10)) : duration ? Math.round(duration.toSeconds() / 86_400) : 1;
    durationMs = Math.max(1, days) * DAY_MS;
  } else if (end) {
    // Exact time between the two instants (a floating start reads a floating end the same way).
    durationMs = instantOfValue(end, start.zone ?? 'UTC') - instantOfValue(start, 'UTC');
  } else {
    durationMs = duration ? duration.toSeconds() * 1000 : 0;
  }

  const exdates = event.getAllProperties('exdate').flatMap((p) => attempt(() => p.getValues().map((v) => zoned(p, v as ICAL.Time))) ?? []);
  const rdates = event
    .getAllProperties('rdate')
    .flatMap(
      (p) =>
        attempt(() =>
          p
            .getValues()
            .map((v) =>
              v instanceof ICAL.Period
                ? { value: zoned(p, v.start), durationMs: Math.max(0, v.getDuration().toSeconds() * 1000) }
                : { value: zoned(p, v as ICAL.Time), durationMs: null },
            ),
        ) ?? [],
    );
  const attendees = event
    .getAllProperties('attendee')
    .slice(0, MAX_ATTENDEES)
    .map((p) => attempt(() => attendeeOf(p)) ?? '')
    .filter((name) => name.length > 0);
  const textOf = (name: string) => attempt(() => text(event.getFirstPropertyValue(name))) ?? '';
  const range = recurrenceProp?.getParameter('range');
  // RFC 5545's classes beyond PUBLIC keep the event's details from whoever the calendar is shared with.
  const classification = textOf('class').toUpperCase();

  return {
    ok: true,
    lines,
    raw: {
      series: {
        scope: ctx.scope,
        uid: textOf('uid') || `no-uid-${ctx.index}`,
        recurrenceId: null,
        summary: textOf('summary') || '(No title)',
        location: textOf('location'),
        attendees,
        allDay: start.isDate,
        startLocal: start.local,
        timeZone: start.zone,
        durationMs: Math.max(0, durationMs),
        rrule,
        exdates: [],
        rdates: [],
        thisAndFuture: typeof range === 'string' && range.toUpperCase() === 'THISANDFUTURE',
        ...(classification === 'PRIVATE' || classification === 'CONFIDENTIAL' ? { private: true } : {}),
        ...(textOf('transp').toUpperCase() === 'TRANSPARENT' ? { free: true } : {}),
      },
      recurrence,
      exdates,
      rdates,
      cancelled: textOf('status').toUpperCase() === 'CANCELLED',
    },
  };
}
