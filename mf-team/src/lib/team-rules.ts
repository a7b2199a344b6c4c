// The spec's team rules (section 9): tenure in months below 12 months, otherwise years and months;
// meeting priority from days until the meeting (at most 1 day high, at most 7 medium, else low);
// the due-soon marker within 24 hours. `now` is the executive's wall clock (nowIn(zone)): stored dates
// and meeting times are wall clocks in their zone, so both are compared as wall clocks.
import type { Urgency } from '@provana/contracts';
import { parseDay, DAY_MS, wallTime, wallTimeOf } from '@provana/dates';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** Whole calendar months from the start date to now. */
export function tenureMonths(startDate: string, now: Date): number {
  const start = parseDay(startDate);
  if (!start) return 0;
  const months = (now.getFullYear() - start.getFullYear()) * 12 + (now.getMonth() - start.getMonth()) - (now.getDate() < start.getDate() ? 1 : 0);
  return Math.max(0, months);
}

export function formatTenure(startDate: string, now: Date): string {
  const months = tenureMonths(startDate, now);
  if (months < 12) return plural(months, 'month');
  const years = Math.floor(months / 12);
  const rest = months % 12;
  return rest === 0 ? plural(years, 'year') : `${plural(years, 'year')} ${plural(rest, 'month')}`;
}

/** Days (fractional) from now until the meeting; undefined without a meeting. */
export function daysUntil(meeting: string | null, now: Date): number | undefined {
  const at = wallTime(meeting);
  return Number.isNaN(at) ? undefined : (at - wallTimeOf(now)) / DAY_MS;
}

export function meetingPriority(meeting: string | null, now: Date): Urgency | undefined {
  const days = daysUntil(meeting, now);
  if (days === undefined) return undefined;
  if (days <= 1) return 'high';
  if (days <= 7) return 'medium';
  return 'low';
}

/** The meeting starts within the next 24 hours (and has not started yet). */
export function isDueSoon(meeting: string | null, now: Date): boolean {
  const days = daysUntil(meeting, now);
  return days !== undefined && days >= 0 && days <= 1;
}

export function isUpcoming(meeting: string | null, now: Date): boolean {
  const days = daysUntil(meeting, now);
  return days !== undefined && days >= 0;
}
