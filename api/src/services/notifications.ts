// The bell: derived from data on every read (nothing stored): overdue open priorities, meetings in
// the next 24 hours (the executive's own and subscribed calendars' occurrences with attendees, marked
// with their calendar), 1:1s in the next 24 hours whose report has the reminder on, and unread
// reminders due by now (services/reminders), and webhook endpoints turned off for failing (until
// turned on again or deleted; only for readers who see private items: the owner and Full delegates).
import type { BriefMeeting, Notification, NotificationsResponse } from '@provana/contracts';
import type { Repositories } from '../db/repositories';
import { addHours, clockOf, instantOf, shiftWall, toIsoDateTime, wallClockIn } from '@provana/dates';
import { subscribedMeetingsBetween } from './calendar/subscribed-meetings';
import { dueReminders, REMINDER_LOOKBACK_MINUTES } from './reminders/due-reminders';

/** The host alone: an endpoint's path may carry a credential. */
const hostOf = (url: string) => {
  try {
    return new URL(url).host;
  } catch {
    return 'an endpoint';
  }
};

/** `now` is the executive's wall clock in `timeZone`; reminders of private items only for a reader who sees them. */
export async function notificationsFor(
  repos: Repositories,
  executiveId: number,
  now: Date,
  timeZone: string,
  seesPrivate: boolean,
): Promise<NotificationsResponse> {
  const nowText = toIsoDateTime(now);
  const in24h = toIsoDateTime(addHours(now, 24));
  const next24h = { from: instantOf(nowText, timeZone), to: instantOf(in24h, timeZone) };
  const [overdue, own, subscribed, alerts, reminders, webhooks] = await Promise.all([
    repos.priorities.overdue(executiveId, nowText),
    repos.meetings.between(executiveId, nowText, in24h),
    subscribedMeetingsBetween(repos, executiveId, timeZone, next24h, seesPrivate, { withAttendees: true }),
    repos.directReports.alertsBetween(executiveId, nowText, in24h),
    // Unread reminders due by now: their id is the key POST .../reminders/read takes.
    dueReminders(repos, executiveId, { after: shiftWall(nowText, -REMINDER_LOOKBACK_MINUTES), now: nowText }, timeZone, seesPrivate),
    seesPrivate ? repos.webhookEndpoints.disabledForFailing(executiveId) : [],
  ]);
  // Upcoming ones only, as the executive's own: one already under way is not announced.
  const meetings: BriefMeeting[] = [...own, ...subscribed.filter((m) => m.startTime >= nowText)].sort((a, b) => a.startTime.localeCompare(b.startTime));
  const items: Notification[] = [
    ...reminders.map((r): Notification => ({ id: r.key, kind: 'reminder', title: r.title, detail: r.detail, at: r.remindAt })),
    ...overdue.map((p): Notification => ({
      id: `overdue-${p.id}`,
      kind: 'overdue_priority',
      title: `Overdue: ${p.task}`,
      detail: `Was due ${p.dueDate?.replace('T', ' ').slice(0, 16) ?? ''}`,
      at: p.dueDate ?? nowText,
    })),
    ...meetings.map((m): Notification => ({
      // A subscribed occurrence has no stored id: its calendar, start and title name it across reads.
      id: m.source ? `subscribed-${m.source.subscriptionId}-${m.startTime}-${m.title}` : `meeting-${m.id}`,
      kind: 'upcoming_meeting',
      title: m.title,
      detail: m.source ? `${clockOf(m.startTime)}${m.location ? ` at ${m.location}` : ''} · from ${m.source.name}` : `${clockOf(m.startTime)} at ${m.location}`,
      at: m.startTime,
    })),
    ...alerts.map((r): Notification => ({
      id: `team-${r.id}`,
      kind: 'team_alert',
      title: `1:1 with ${r.name} at ${clockOf(r.next_meeting ?? '')}`,
      detail: r.alerts.check_in_prompt,
      at: r.next_meeting ?? nowText,
    })),
    ...webhooks.map((w): Notification => ({
      id: `webhook-${w.id}`,
      kind: 'webhook_disabled',
      title: `Webhook turned off: ${hostOf(w.url)}`,
      detail: 'Every delivery failed for 24 hours. Turn it on again in Settings → Webhooks.',
      at: w.disabledAt === null ? nowText : wallClockIn(timeZone, w.disabledAt),
    })),
  ];
  return { count: items.length, items };
}
