import { Hono } from 'hono';
import { UpdateLeadershipProfileBodySchema, type LeadershipProfile, type LeadershipResponse } from '@provana/contracts';
import type { AppEnv, RouteDeps } from '../app-env';
import { dominantModel } from '../lib/dominant-model';
import { toLocalDateTime } from '../lib/dates';
import { jsonBody } from '../lib/validate';

export function leadershipRoutes(deps: RouteDeps) {
  const { repos, clock } = deps;
  const response = (executiveId: number, userId: number, userName: string): LeadershipResponse => {
    const rows = repos.leadership.profiles(executiveId);
    const toProfile = (r: (typeof rows)[number], user_id: number): LeadershipProfile => ({
      user_id, name: r.name, transformational: r.transformational, servant: r.servant, system_syncing: r.system_syncing, dominant_model: r.dominant_model,
    });
    const self = rows.find((r) => r.direct_report_id === null);
    // An executive who never took the assessment gets neutral scores (ties go to transformational).
    const profile = self ? toProfile(self, userId) : { user_id: userId, name: userName, transformational: 0, servant: 0, system_syncing: 0, dominant_model: 'transformational' as const };
    return {
      currentModel: profile.dominant_model,
      profile,
      teamProfiles: rows.filter((r) => r.direct_report_id !== null).map((r) => toProfile(r, r.direct_report_id ?? 0)),
      models: repos.leadership.models(),
    };
  };
  return new Hono<AppEnv>()
    .get('/leadership', (c) => {
      const user = c.get('user');
      const executiveId = c.get('executiveId');
      return c.json(response(executiveId, user?.id ?? 0, repos.executives.get(executiveId)?.name ?? user?.name ?? 'Executive'));
    })
    .put('/leadership/profile', async (c) => {
      const scores = await jsonBody(c, UpdateLeadershipProfileBodySchema);
      const executiveId = c.get('executiveId');
      const user = c.get('user');
      const dominant = dominantModel(scores);
      const updatedAt = toLocalDateTime(clock.now());
      if (!repos.leadership.updateSelf({ executiveId, ...scores, dominant, updatedAt })) {
        const name = repos.executives.get(executiveId)?.name ?? user?.name ?? 'Executive';
        repos.leadership.insertProfile({ executiveId, directReportId: null, name, ...scores, dominant, updatedAt });
      }
      return c.json(response(executiveId, user?.id ?? 0, repos.executives.get(executiveId)?.name ?? user?.name ?? 'Executive'));
    });
}
