import { addHours } from 'date-fns';
import { Hono } from 'hono';
import type { DailyBrief, Notification, NotificationsResponse } from '@provana/contracts';
import type { AppEnv, RouteDeps } from '../app-env';
import { toIsoDate, toLocalDateTime } from '../lib/dates';
import { executiveContext } from '../services/executive-context';
import { executiveNow } from '../lib/executive-now';

const hhmm = (dateTime: string) => dateTime.slice(11, 16);

export function dailyBriefRoutes(deps: RouteDeps) {
  const { repos, clock, engine } = deps;
  const buildBrief = (executiveId: number, now: Date): DailyBrief => {
    const context = executiveContext(deps, executiveId, now);
    const goalAlignment = Math.max(0, Math.min(100, Math.round(engine.goalAlignment(context))));
    return {
      date: toIsoDate(now),
      priorities: context.priorities,
      meetings: context.meetings,
      goalAlignment,
      alignment: { goalAlignment },
      aiInsight: engine.dailyInsight(context),
    };
  };
  return new Hono<AppEnv>()
    // Built on every read, no cache: users read the brief right after a change (a completed task,
    // a new priority), so a cache invalidated by writes would miss on the reads that matter.
    .get('/daily-brief', (c) => c.json(buildBrief(c.get('executiveId'), executiveNow(c, clock))))
    .get('/notifications', (c) => {
      const executiveId = c.get('executiveId');
      const now = executiveNow(c, clock);
      const nowText = toLocalDateTime(now);
      const in24h = toLocalDateTime(addHours(now, 24));
      const items: Notification[] = [
        ...repos.priorities.overdue(executiveId, nowText).map((p): Notification => ({
          id: `overdue-${p.id}`, kind: 'overdue_priority', title: `Overdue: ${p.task}`, detail: `Was due ${p.dueDate?.replace('T', ' ').slice(0, 16) ?? ''}`, at: p.dueDate ?? nowText,
        })),
        ...repos.meetings.between(executiveId, nowText, in24h).map((m): Notification => ({
          id: `meeting-${m.id}`, kind: 'upcoming_meeting', title: m.title, detail: `${hhmm(m.startTime)} at ${m.location}`, at: m.startTime,
        })),
        ...repos.team.alertsBetween(executiveId, nowText, in24h).map((r): Notification => ({
          id: `team-${r.id}`, kind: 'team_alert', title: `1:1 with ${r.name} at ${hhmm(r.next_meeting ?? '')}`, detail: r.alerts.check_in_prompt, at: r.next_meeting ?? nowText,
        })),
      ];
      return c.json({ count: items.length, items } satisfies NotificationsResponse);
    });
}
