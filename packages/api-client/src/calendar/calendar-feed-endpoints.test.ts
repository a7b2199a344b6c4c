import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeApiServer, setupApi } from '../../test/api-harness';
import { calendarFeedEndpoints } from './calendar-feed-endpoints';

afterEach(closeApiServer);

const feed = 'api/executive/1/calendar-feed';

describe('calendar feed endpoints', () => {
  it('creates with an empty JSON body, revokes with DELETE (204), and refetches the status after each', async () => {
    let active = false;
    let postBody = '';
    const {
      api,
      store,
      server: live,
    } = await setupApi(
      {
        [`GET /${feed}`]: () => ({ body: { active, createdAt: active ? '2025-03-12T09:00:00.000Z' : null } }),
        [`POST /${feed}`]: (body) => {
          postBody = body;
          active = true;
          return { status: 201, body: { path: `/api/calendar-feeds/${'a'.repeat(43)}.ics`, createdAt: '2025-03-12T09:00:00.000Z' } };
        },
        [`DELETE /${feed}`]: () => {
          active = false;
          return { status: 204 };
        },
      },
      // As the planning remote does: injected into the slice the store holds.
      (base) => base.injectEndpoints({ endpoints: calendarFeedEndpoints }),
    );
    const status = () => api.endpoints.getCalendarFeed.select(1)(store.getState()).data;
    store.dispatch(api.endpoints.getCalendarFeed.initiate(1));
    await vi.waitFor(() => expect(status()).toEqual({ active: false, createdAt: null }));

    const created = await store.dispatch(api.endpoints.createCalendarFeed.initiate({ executiveId: 1 })).unwrap();
    expect(created.path).toMatch(/^\/api\/calendar-feeds\/a{43}\.ics$/);
    expect(JSON.parse(postBody)).toEqual({});
    await vi.waitFor(() => expect(status()?.active).toBe(true), { timeout: 5000, interval: 20 });

    await store.dispatch(api.endpoints.revokeCalendarFeed.initiate({ executiveId: 1 })).unwrap();
    await vi.waitFor(() => expect(status()?.active).toBe(false), { timeout: 5000, interval: 20 });
    expect(live.countOf(`GET /${feed}`)).toBe(3);
  });
});
