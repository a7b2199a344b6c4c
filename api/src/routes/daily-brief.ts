import { Hono } from 'hono';
import type { DailyBrief } from '@provana/contracts';
import type { AppEnv, RouteDeps } from '../app-env';
import { nowIn, toIsoDate } from '@provana/dates';
import { createBriefMemo } from '../services/brief-memo';
import { assistantFor, type ExecutiveAssistant } from '../services/assistant-for';
import { executiveContext } from '../services/executive-context';
import { notificationsFor } from '../services/notifications';
import { executiveNow } from '../lib/executive-now';
import { requires } from '../middleware/requires';
import { withAttribution } from '../services/delegation/attribution';

export function dailyBriefRoutes(deps: RouteDeps) {
  const { repos, clock, engine } = deps;
  const buildBrief = async (assistant: ExecutiveAssistant, executiveId: number, now: Date, seesPrivate: boolean): Promise<DailyBrief> => {
    const { engine } = assistant;
    const context = await executiveContext({ ...deps, engine }, executiveId, now, seesPrivate);
    const goalAlignment = Math.max(0, Math.min(100, Math.round(await engine.goalAlignment(context))));
    return {
      date: toIsoDate(now),
      priorities: await withAttribution(repos, executiveId, 'priority', context.priorities),
      meetings: context.meetings,
      goalAlignment,
      alignment: { goalAlignment },
      aiInsight: await engine.dailyInsight(context),
      insightBy: assistant.answers.attribution(),
    };
  };
  // Built on every read unless the very records and minute it was built from are unchanged (see
  // brief-memo.ts: the database's data version says so, in any process). Reads right after a change
  // (a completed task, a new priority) always build it anew.
  const memo = engine.briefIsPure && !engine.readsDirectReports ? createBriefMemo() : null;
  return new Hono<AppEnv>()
    .get('/daily-brief', requires('read'), async (c) => {
      const executiveId = c.get('executiveId');
      const dataVersion = c.get('executiveDataVersion');
      const assistant = await assistantFor(deps, executiveId);
      // One instant per request. The key needs only the instant: the zone's wall clock (a TZDate,
      // dearer) is made on a miss. An executive on the model gets a brief built anew every time (its
      // engine is not pure).
      const instant = clock.now();
      const timeZone = c.get('timeZone');
      const seesPrivate = c.get('seesPrivate');
      const key =
        memo && assistant.engine.briefIsPure && dataVersion !== null ? { executiveId, dataVersion, timeZone, seesPrivate, nowMs: instant.getTime() } : null;
      let body = key ? memo?.get(key) : undefined;
      if (body === undefined) {
        body = JSON.stringify(await buildBrief(assistant, executiveId, nowIn(timeZone, instant), seesPrivate));
        if (key) memo?.set(key, body);
      }
      return c.body(body, 200, { 'content-type': 'application/json' });
    })
    .get('/notifications', requires('read'), async (c) =>
      c.json(await notificationsFor(repos, c.get('executiveId'), executiveNow(c, clock), c.get('timeZone'), c.get('seesPrivate'))),
    );
}
