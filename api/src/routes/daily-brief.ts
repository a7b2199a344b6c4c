import { Hono } from 'hono';
import type { DailyBrief, Notification, NotificationsResponse } from '@provana/contracts';
import type { AppEnv, RouteDeps } from '../app-env';
import { toIsoDate, toLocalDateTime } from '../lib/dates';
import { executiveContext } from '../services/executive-context';
import { versionedCache } from '../services/versioned-cache';

const DAY_MS = 24 * 60 * 60 * 1000;
const hhmm = (dateTime: string) => dateTime.slice(11, 16);

export function dailyBriefRoutes(deps: RouteDeps) {
  const { repos, clock, engine } = deps;
  // Kept as UTF-8 bytes so a hit does not re-encode the ~5 KB body.
  const cache = versionedCache<Uint8Array<ArrayBuffer>>(repos.db);
  const utf8 = new TextEncoder();
  const buildBrief = (executiveId: number, now: Date): Uint8Array<ArrayBuffer> => {
    const context = executiveContext(deps, executiveId, now);
    const goalAlignment = Math.max(0, Math.min(100, Math.round(engine.goalAlignment(context))));
    const brief: DailyBrief = {
      date: toIsoDate(now),
      priorities: context.priorities,
      meetings: context.meetings,
      goalAlignment,
      alignment: { goalAlignment },
      aiInsight: engine.dailyInsight(context),
    };
    return utf8.encode(JSON.stringify(brief));
  };
  return new Hono<AppEnv>()
    // The hottest read: served from a cache that any write or the next minute invalidates.
    .get('/executive/:id/daily-brief', (c) => {
      const now = clock.now();
      const executiveId = c.get('executiveId');
      return c.body(cache.get(executiveId, now, () => buildBrief(executiveId, now)), 200, { 'Content-Type': 'application/json' });
    })
    .get('/executive/:id/notifications', (c) => {
      const executiveId = c.get('executiveId');
      const now = clock.now();
      const nowText = toLocalDateTime(now);
      const in24h = toLocalDateTime(new Date(now.getTime() + DAY_MS));
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
