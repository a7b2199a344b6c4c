// The bell: derived from data on every read (nothing stored): overdue open priorities, meetings in
// the next 24 hours, and 1:1s in the next 24 hours whose report has the reminder on.
import { addHours } from 'date-fns';
import type { Notification, NotificationsResponse } from '@provana/contracts';
import type { Repositories } from '../db/repositories';
import { toLocalDateTime } from '../lib/dates';

const hhmm = (dateTime: string) => dateTime.slice(11, 16);

/** `now` is the executive's wall clock. */
export async function notificationsFor(repos: Repositories, executiveId: number, now: Date): Promise<NotificationsResponse> {
  const nowText = toLocalDateTime(now);
  const in24h = toLocalDateTime(addHours(now, 24));
  const [overdue, meetings, alerts] = await Promise.all([
    repos.priorities.overdue(executiveId, nowText),
    repos.meetings.between(executiveId, nowText, in24h),
    repos.directReports.alertsBetween(executiveId, nowText, in24h),
  ]);
  const items: Notification[] = [
    ...overdue.map((p): Notification => ({
      id: `overdue-${p.id}`, kind: 'overdue_priority', title: `Overdue: ${p.task}`, detail: `Was due ${p.dueDate?.replace('T', ' ').slice(0, 16) ?? ''}`, at: p.dueDate ?? nowText,
    })),
    ...meetings.map((m): Notification => ({
      id: `meeting-${m.id}`, kind: 'upcoming_meeting', title: m.title, detail: `${hhmm(m.startTime)} at ${m.location}`, at: m.startTime,
    })),
    ...alerts.map((r): Notification => ({
      id: `team-${r.id}`, kind: 'team_alert', title: `1:1 with ${r.name} at ${hhmm(r.next_meeting ?? '')}`, detail: r.alerts.check_in_prompt, at: r.next_meeting ?? nowText,
    })),
  ];
  return { count: items.length, items };
}
