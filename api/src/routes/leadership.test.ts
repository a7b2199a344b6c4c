import { describe, expect, it } from 'vitest';
import { LeadershipResponseSchema, apiPaths } from '@provana/contracts';
import { createTestContext, get, send, tableCounts } from '../../test/helpers';

describe('leadership', () => {
  it('returns the profile (servant), team profiles and three models with every lesson type and 4 action items', async () => {
    const t = await createTestContext();
    const body = LeadershipResponseSchema.parse(await (await get(t.app, apiPaths.leadership(1), t.demoCookie)).json());
    expect(body.currentModel).toBe('servant');
    expect(body.profile.user_id).toBe(1);
    expect(body.teamProfiles.length).toBeGreaterThanOrEqual(4);
    expect(body.models.map((m) => m.model_id)).toEqual(['transformational', 'servant', 'system_syncing']);
    for (const m of body.models) {
      expect(new Set(m.lessons.map((l) => l.type))).toEqual(new Set(['article', 'audio', 'video', 'worksheet', 'interactive']));
      expect(m.action_items).toHaveLength(4);
    }
  });

  it('stores assessment scores; the highest is dominant and ties go to the earlier model', async () => {
    const t = await createTestContext();
    const put = async (scores: object) =>
      LeadershipResponseSchema.parse(await (await send(t.app, 'PUT', apiPaths.leadershipProfile(1), scores, t.demoCookie)).json());
    expect((await put({ transformational: 1, servant: 2, system_syncing: 4 })).currentModel).toBe('system_syncing');
    expect((await put({ transformational: 3, servant: 3, system_syncing: 1 })).currentModel).toBe('transformational');
    const tie = await put({ transformational: 1, servant: 3, system_syncing: 3 });
    expect(tie.profile).toMatchObject({ servant: 3, system_syncing: 3, dominant_model: 'servant' });
    const again = LeadershipResponseSchema.parse(await (await get(t.app, apiPaths.leadership(1), t.demoCookie)).json());
    expect(again.profile.dominant_model).toBe('servant');
  });

  it('rejects scores outside 0-4 or unknown keys, writing nothing', async () => {
    const t = await createTestContext();
    const before = await tableCounts(t.db);
    const high = await send(t.app, 'PUT', apiPaths.leadershipProfile(1), { transformational: 5, servant: 1, system_syncing: 1 }, t.demoCookie);
    expect(high.status).toBe(400);
    expect(await high.json()).toMatchObject({ error: { field: 'transformational' } });
    expect(
      (await send(t.app, 'PUT', apiPaths.leadershipProfile(1), { transformational: 1, servant: 1, system_syncing: 1, admin: true }, t.demoCookie)).status,
    ).toBe(400);
    expect(await tableCounts(t.db)).toEqual(before);
  });
});
