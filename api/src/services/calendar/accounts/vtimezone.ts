// A VTIMEZONE for an IANA zone, so an event written with TZID reads the same in every calendar app
// (one that shows UTC times wrongly, Nextcloud's, included): the zone's offset changes around the
// event's year as observances with their exact instants, found from the platform's zone data (Intl).
// A zone without changes is one STANDARD observance.
import { DAY_MS, zoneOffsetMinutes } from '@provana/dates';

const MINUTE_MS = 60_000;
const offsetAt = zoneOffsetMinutes;

const offsetText = (minutes: number) => {
  const abs = Math.abs(minutes);
  return `${minutes < 0 ? '-' : '+'}${String(Math.floor(abs / 60)).padStart(2, '0')}${String(abs % 60).padStart(2, '0')}`;
};

/** Wall clock of instant `at` at `offset` minutes, as iCalendar's basic form. */
const wallText = (at: number, offset: number) => new Date(at + offset * MINUTE_MS).toISOString().slice(0, 19).replaceAll('-', '').replaceAll(':', '');

/** The first minute at which the offset differs from the one at `from` (it changes before `to`). */
function changeBetween(zone: string, from: number, to: number): number {
  const before = offsetAt(zone, from);
  let lo = from;
  let hi = to;
  while (hi - lo > MINUTE_MS) {
    const mid = lo + Math.floor((hi - lo) / 2 / MINUTE_MS) * MINUTE_MS;
    if (offsetAt(zone, mid) === before) lo = mid;
    else hi = mid;
  }
  return hi;
}

/** The VTIMEZONE component's lines for `zone`, covering the year before `around` to `years` years after it. */
export function vtimezoneOf(zone: string, around: Date, years = 1): string {
  const year = around.getUTCFullYear();
  const start = Date.UTC(year - 1, 0, 1);
  const end = Date.UTC(year + 1 + years, 0, 1);
  const lines = ['BEGIN:VTIMEZONE', `TZID:${zone}`];
  let previous = offsetAt(zone, start);
  let changes = 0;
  for (let day = start; day < end; day += DAY_MS) {
    const next = offsetAt(zone, day + DAY_MS);
    if (next === previous) continue;
    const at = changeBetween(zone, day, day + DAY_MS);
    const kind = next > previous ? 'DAYLIGHT' : 'STANDARD';
    lines.push(`BEGIN:${kind}`, `DTSTART:${wallText(at, previous)}`, `TZOFFSETFROM:${offsetText(previous)}`, `TZOFFSETTO:${offsetText(next)}`, `END:${kind}`);
    previous = next;
    changes += 1;
  }
  if (changes === 0)
    lines.push('BEGIN:STANDARD', 'DTSTART:19700101T000000', `TZOFFSETFROM:${offsetText(previous)}`, `TZOFFSETTO:${offsetText(previous)}`, 'END:STANDARD');
  lines.push('END:VTIMEZONE');
  return lines.join('\r\n');
}
