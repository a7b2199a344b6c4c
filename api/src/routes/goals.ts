import { Hono, type Context } from 'hono';
import type { GoalsResponse } from '@provana/contracts';
import type { AppEnv, RouteDeps } from '../app-env';

/** GET /api/goals/{id} (the spec's print source, read as mission_goals) and the executive-scoped twin. */
export function goalRoutes({ repos }: RouteDeps) {
  const goals = (c: Context<AppEnv>) => {
    const all = repos.goals.list(c.get('executiveId'));
    const mission = all.find((g) => g.kind === 'mission') ?? null;
    const quarterly = all.filter((g) => g.kind === 'quarterly');
    const response: GoalsResponse = {
      // The mission and its quarterly goals, as the print report lists them.
      mission_goals: [...(mission ? [mission] : []), ...quarterly].map((g) => ({ goal: g.title, status: g.status, progress: g.progress, deadline: g.target_date })),
      mission_goal: mission,
      quarterly_goals: quarterly,
      micro_wins: all.filter((g) => g.kind === 'micro_win'),
    };
    return c.json(response);
  };
  return new Hono<AppEnv>().get('/goals/:id', goals).get('/executive/:id/goals', goals);
}
