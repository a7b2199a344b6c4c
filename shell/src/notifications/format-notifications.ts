// How the bell's list shows notifications: a label per kind and a short relative time.
import type { Notification } from '@provana/contracts';
import { formatRelative } from '@provana/dates';

/** The bell's short relative time ("3 h ago", "in 2 days") is the date module's. */
export { formatRelative as relativeTime } from '@provana/dates';

export const kindLabels: Record<Notification['kind'], string> = {
  overdue_priority: 'Overdue priority',
  upcoming_meeting: 'Upcoming meeting',
  team_alert: 'Team alert',
  reminder: 'Reminder',
  webhook_disabled: 'Webhook',
};

export type NotificationView = { id: string; kind: Notification['kind']; kindLabel: string; title: string; detail: string; when: string };

export function toNotificationViews(items: ReadonlyArray<Notification>, now: number): NotificationView[] {
  return items.map((item) => ({
    id: item.id,
    kind: item.kind,
    kindLabel: kindLabels[item.kind],
    title: item.title,
    detail: item.detail,
    when: formatRelative(item.at, now),
  }));
}
