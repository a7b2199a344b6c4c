// How the bell's list shows notifications: a label per kind and a short relative time.
import type { Notification } from '@provana/contracts';
import { wallTime } from '@provana/dates';

export const kindLabels: Record<Notification['kind'], string> = {
  overdue_priority: 'Overdue priority',
  upcoming_meeting: 'Upcoming meeting',
  team_alert: 'Team alert',
  reminder: 'Reminder',
};

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * "just now", "in 25 min", "3 h ago", "in 2 days"...; an unparseable time yields ''. `at` is a stored
 * wall-clock time, `now` the executive's wall clock (wallNowIn(zone)): both are wall-time counters.
 */
export function relativeTime(at: string, now: number): string {
  const time = wallTime(at);
  if (Number.isNaN(time)) return '';
  const delta = time - now;
  const abs = Math.abs(delta);
  if (abs < MINUTE) return 'just now';
  const [value, unit] = abs < HOUR ? [Math.round(abs / MINUTE), 'min'] : abs < DAY ? [Math.round(abs / HOUR), 'h'] : [Math.round(abs / DAY), 'day'];
  const label = unit === 'day' && value !== 1 ? `${value} days` : `${value} ${unit}`;
  return delta > 0 ? `in ${label}` : `${label} ago`;
}

export type NotificationView = { id: string; kind: Notification['kind']; kindLabel: string; title: string; detail: string; when: string };

export function toNotificationViews(items: ReadonlyArray<Notification>, now: number): NotificationView[] {
  return items.map((item) => ({
    id: item.id,
    kind: item.kind,
    kindLabel: kindLabels[item.kind],
    title: item.title,
    detail: item.detail,
    when: relativeTime(item.at, now),
  }));
}
