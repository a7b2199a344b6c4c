// ical.js Time values as the wall-clock text the rest of the calendar code uses.
import ICAL from 'ical.js';

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** 'YYYY-MM-DD' for a date value, else 'YYYY-MM-DDTHH:MM:SS' as written (no zone suffix). */
export function wallTextOf(t: ICAL.Time): string {
  const date = `${pad(t.year, 4)}-${pad(t.month)}-${pad(t.day)}`;
  return t.isDate ? date : `${date}T${pad(t.hour)}:${pad(t.minute)}:${pad(t.second)}`;
}

/** A floating ICAL.Time from wall-clock text (date or date-time). */
export function floatingTime(text: string): ICAL.Time {
  return text.length === 10 ? ICAL.Time.fromDateString(text) : ICAL.Time.fromDateTimeString(text.slice(0, 19));
}

/** Whether the value is written in UTC ('…Z'). */
export const isUtc = (t: ICAL.Time): boolean => t.zone === ICAL.Timezone.utcTimezone || t.zone?.tzid === 'UTC';
