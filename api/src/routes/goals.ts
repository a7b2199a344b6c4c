import { Hono, type Context } from 'hono';
import type { GoalsResponse } from '@provana/contracts';
import type { AppEnv, RouteDeps } from '../app-env';

/** Goals as the print report and the goal tracker read them (mission_goals is the spec's print shape). */
function goalsHandler({ repos }: RouteDeps) {
  return (c: Context<AppEnv>) => {
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
}

/** Under /api/executive/:id. */
export const goalRoutes = (deps: RouteDeps) => new Hono<AppEnv>().get('/goals', goalsHandler(deps));
/** The spec's /api/goals/{id}. */
export const legacyGoalRoutes = (deps: RouteDeps) => new Hono<AppEnv>().get('/', goalsHandler(deps));
