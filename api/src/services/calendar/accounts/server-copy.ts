// The server's copy of an event Provana wrote, as the own event's fields in the executive's zone: what
// a sync or a refused write (412) puts back, since the change made elsewhere wins. A series comes back
// whole: its rule (UNTIL as the executive's wall clock, as Provana keeps it), its deleted occurrences
// and its overrides, each keyed by its original start in the executive's zone.
import { instantOf, nowIn, toIsoDateTime } from '@provana/dates';
import type { EventSeries } from '../event-series';
import { readIcal } from '../parse-ical';

const asDateTime = (local: string) => (local.length === 10 ? `${local}T00:00:00` : local);

export interface ServerOverride {
  originalStart: string;
  title: string;
  startTime: string;
  endTime: string;
}

export interface ServerCopy {
  title: string;
  startTime: string;
  endTime: string;
  /** RRULE without prefix, or null for a one-off event. */
  rrule: string | null;
  exdates: string[];
  overrides: ServerOverride[];
  /** CLASS:PRIVATE or CONFIDENTIAL on the server. */
  private: boolean;
}

/** A wall clock of zone `from` (null: already the executive's) as the executive's wall clock. */
const inZone = (local: string, from: string | null, zone: string) =>
  from === null || from === zone ? asDateTime(local) : toIsoDateTime(nowIn(zone, instantOf(asDateTime(local), from)));

const endOf = (start: string, durationMs: number, zone: string) => toIsoDateTime(nowIn(zone, instantOf(start, zone).getTime() + durationMs));

/** A UTC UNTIL (RFC 5545 beside a zoned start) as the executive's floating wall clock. */
const floatingRule = (rrule: string, zone: string) =>
  rrule.replace(/UNTIL=(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z/, (_, y: string, mo: string, d: string, h: string, mi: string, s: string) => {
    const wall = toIsoDateTime(nowIn(zone, new Date(`${y}-${mo}-${d}T${h}:${mi}:${s}Z`)));
    return `UNTIL=${wall.replaceAll('-', '').replaceAll(':', '')}`;
  });

/** The object's event (a series with its exceptions and overrides), or null when unreadable. */
export function serverCopyOf(ics: string, timeZone: string): ServerCopy | null {
  let series: EventSeries[];
  try {
    series = readIcal(ics).series;
  } catch {
    return null;
  }
  const master = series.find((s) => s.recurrenceId === null);
  if (!master) return null;
  const startTime = inZone(master.startLocal, master.timeZone, timeZone);
  return {
    title: master.summary.slice(0, 200),
    startTime,
    endTime: endOf(startTime, master.durationMs, timeZone),
    rrule: master.rrule ? floatingRule(master.rrule, timeZone) : null,
    exdates: master.exdates.map((k) => inZone(k, master.timeZone, timeZone)),
    overrides: series
      .filter((s) => s.recurrenceId !== null && master.rrule)
      .map((s) => {
        const start = inZone(s.startLocal, s.timeZone, timeZone);
        return {
          originalStart: inZone(s.recurrenceId ?? '', master.timeZone, timeZone),
          title: s.summary.slice(0, 200),
          startTime: start,
          endTime: endOf(start, s.durationMs, timeZone),
        };
      }),
    private: master.private === true,
  };
}
