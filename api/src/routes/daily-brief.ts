import { Hono } from 'hono';
import type { DailyBrief } from '@provana/contracts';
import type { AppEnv, RouteDeps } from '../app-env';
import { toIsoDate } from '../lib/dates';
import { executiveContext } from '../services/executive-context';
import { notificationsFor } from '../services/notifications';
import { executiveNow } from '../lib/executive-now';

export function dailyBriefRoutes(deps: RouteDeps) {
  const { repos, clock, engine } = deps;
  const buildBrief = async (executiveId: number, now: Date): Promise<DailyBrief> => {
    const context = await executiveContext(deps, executiveId, now);
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
    .get('/daily-brief', async (c) => c.json(await buildBrief(c.get('executiveId'), executiveNow(c, clock))))
    .get('/notifications', async (c) => c.json(await notificationsFor(repos, c.get('executiveId'), executiveNow(c, clock))));
}
