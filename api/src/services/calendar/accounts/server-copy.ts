// The server's copy of an event Provana wrote, as the own event's fields in the executive's zone: what
// a sync or a refused write (412) puts back, since the change made elsewhere wins.
import { readIcal } from '../parse-ical';
import { expandOccurrences } from '../occurrences';

const EVER = { from: new Date(-8.64e15), to: new Date(8.64e15) };
const asDateTime = (local: string) => (local.length === 10 ? `${local}T00:00:00` : local);

export interface ServerCopy {
  title: string;
  startTime: string;
  endTime: string;
}

/** The first occurrence of the object's event (Provana writes one-off events), or null when unreadable. */
export function serverCopyOf(ics: string, timeZone: string): ServerCopy | null {
  try {
    const series = readIcal(ics).series.filter((s) => s.recurrenceId === null);
    const [first] = expandOccurrences(series, EVER, timeZone, 1).occurrences;
    if (!first) return null;
    return { title: first.series.summary.slice(0, 200), startTime: asDateTime(first.startLocal), endTime: asDateTime(first.endLocal) };
  } catch {
    return null;
  }
}
