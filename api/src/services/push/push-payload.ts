// What a device shows for a reminder. The lock screen is seen by anyone near the phone: unless the
// person turned "Show details" on, it says only what kind of reminder and when, never a title, a
// name or a place. The link opens what the reminder is about, as a search result's link does.
import { searchResultLink, type DueReminder, type PushReminderPayload } from '@provana/contracts';

export const GENERIC_TITLE = 'Provana reminder';

/** The row a reminder's key names (see reminderKey in db/repositories/reminders.ts). */
function subjectId(key: string): number | undefined {
  const match = /^(?:event|one-on-one|life)-(\d+)-/.exec(key);
  return match ? Number(match[1]) : undefined;
}

/** The dashboard path that opens the reminder's subject (its section when the key names no row). */
export function reminderUrl(reminder: Pick<DueReminder, 'key' | 'kind' | 'startsAt'>): string {
  const id = subjectId(reminder.key);
  if (reminder.kind === 'event') return id ? searchResultLink({ kind: 'calendar-event', id, date: reminder.startsAt }) : '/dashboard/calendar';
  if (reminder.kind === 'one_on_one') return id ? searchResultLink({ kind: 'direct-report', id }) : '/dashboard/team';
  return id ? searchResultLink({ kind: 'life-event', id }) : '/dashboard/life-events';
}

/** Only the kind and the time: event and 1:1 details hold times alone; a life event's holds its place. */
function discreetBody(reminder: Pick<DueReminder, 'kind' | 'detail'>): string {
  if (reminder.kind === 'event') return `Event · ${reminder.detail}`;
  if (reminder.kind === 'one_on_one') return `1:1 · ${reminder.detail}`;
  return 'Personal event · Tomorrow';
}

export function reminderPayload(reminder: DueReminder, showDetails: boolean): PushReminderPayload {
  const url = reminderUrl(reminder);
  return showDetails
    ? { title: reminder.title, body: reminder.detail, url, tag: reminder.key }
    : { title: GENERIC_TITLE, body: discreetBody(reminder), url, tag: reminder.key };
}
