import { afterEach, describe, expect, it, vi } from 'vitest';
import { timeZoneOf } from '../session';
import { closeApiServer, settle, setupApi } from '../../test/api-harness';
import type { Handler } from '../../test/loopback-server';
import { injectTimeZoneEndpoints } from './time-zone-endpoints';

const user = { id: 7, email: 'demo@provana.app', name: 'Demo', role: 'tester', executiveId: 1, timeZone: 'Asia/Tokyo' };
const brief = { date: '2030-01-01', priorities: [], meetings: [], goalAlignment: 80, alignment: { goalAlignment: 80 }, aiInsight: 'x' };

afterEach(closeApiServer);
const setup = (routes: Record<string, Handler>) => setupApi(routes, injectTimeZoneEndpoints);

describe('setting the time zone', () => {
  it('PUTs the zone, updates the cached user in place and refetches the data for the new day', async () => {
    let putBody = '';
    const { api, store, server } = await setup({
      'GET /api/auth/me': () => ({ body: { user } }),
      'GET /api/executive/1/daily-brief': () => ({ body: brief }),
      'GET /api/executive/1/goals': () => ({ body: { mission_goals: [] } }),
      'PUT /api/executive/1/time-zone': (body) => {
        putBody = body;
        return { body: { timeZone: 'America/Los_Angeles' } };
      },
    });
    store.dispatch(api.endpoints.getMe.initiate());
    store.dispatch(api.endpoints.getDailyBrief.initiate(1));
    store.dispatch(api.endpoints.getGoals.initiate(1));
    await settle();

    await store.dispatch(api.endpoints.setTimeZone.initiate({ executiveId: 1, timeZone: 'America/Los_Angeles' })).unwrap();

    expect(JSON.parse(putBody)).toEqual({ timeZone: 'America/Los_Angeles' });
    expect(api.endpoints.getMe.select()(store.getState()).data?.timeZone).toBe('America/Los_Angeles');
    await vi.waitFor(
      () => {
        expect(server.countOf('GET /api/executive/1/daily-brief')).toBe(2);
        expect(server.countOf('GET /api/executive/1/goals')).toBe(2);
      },
      { timeout: 5000, interval: 20 },
    );
    // The session is updated, not refetched.
    expect(server.countOf('GET /api/auth/me')).toBe(1);
  });

  it('changes nothing when the server refuses the zone', async () => {
    const { api, store, server } = await setup({
      'GET /api/auth/me': () => ({ body: { user } }),
      'GET /api/executive/1/daily-brief': () => ({ body: brief }),
      'PUT /api/executive/1/time-zone': () => ({
        status: 400,
        body: { error: { code: 'validation_error', message: 'timeZone: is not a time zone this server knows' } },
      }),
    });
    store.dispatch(api.endpoints.getMe.initiate());
    store.dispatch(api.endpoints.getDailyBrief.initiate(1));
    await settle();
    const result = await store.dispatch(api.endpoints.setTimeZone.initiate({ executiveId: 1, timeZone: 'Mars/Base' }));
    await settle();
    expect(result.error).toMatchObject({ status: 400 });
    expect(api.endpoints.getMe.select()(store.getState()).data?.timeZone).toBe('Asia/Tokyo');
    expect(server.countOf('GET /api/executive/1/daily-brief')).toBe(1);
  });
});

describe('the session time zone', () => {
  it('is the user’s zone, or the browser’s before the session loads', () => {
    const browser = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(timeZoneOf({ timeZone: 'Asia/Tokyo' })).toBe('Asia/Tokyo');
    expect(timeZoneOf(undefined)).toBe(browser);
    expect(timeZoneOf(null)).toBe(browser);
    // A zone this browser does not know is passed on: the @provana/dates readers treat it as UTC.
    expect(timeZoneOf({ timeZone: 'Not/AZone' })).toBe('Not/AZone');
  });
});
