import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeApiServer, settle, setupApi } from '../test/api-harness';
import type { Handler } from '../test/loopback-server';
import { calendarEndpoints } from './calendar/calendar-endpoints';
import { priorityListEndpoint } from './priorities/priority-list-endpoint';

const user = { id: 7, email: 'demo@provana.app', name: 'Demo', role: 'tester', executiveId: 1 };
const brief = { date: '2030-01-01', priorities: [], meetings: [], goalAlignment: 80, alignment: { goalAlignment: 80 }, aiInsight: 'x' };

afterEach(closeApiServer);
const setup = (routes: Record<string, Handler>) => setupApi(routes);

describe('completing a priority', () => {
  it('sends { completed: true } and refetches the daily brief, notifications and priorities', async () => {
    let patchBody = '';
    const { api, store, server } = await setup({
      'GET /api/executive/1/daily-brief': () => ({ body: brief }),
      'GET /api/executive/1/notifications': () => ({ body: { count: 0, items: [] } }),
      'GET /api/executive/1/priorities': () => ({ body: [{ id: 5, task: 't' }] }),
      'GET /api/executive/1/goals': () => ({ body: { mission_goals: [] } }),
      'PATCH /api/executive/1/priorities/5': (body) => {
        patchBody = body;
        return { body: { id: 5, completed: true } };
      },
    });
    await store.dispatch(api.endpoints.getDailyBrief.initiate(1));
    await store.dispatch(api.endpoints.getNotifications.initiate(1));
    // The priorities list is injected by the voice remote, as '@provana/api-client/priorities' does.
    const voice = api.injectEndpoints({ endpoints: (build) => priorityListEndpoint(build) });
    await store.dispatch(voice.endpoints.getPriorities.initiate(1));
    await store.dispatch(api.endpoints.getGoals.initiate(1));

    await store.dispatch(api.endpoints.completePriority.initiate({ executiveId: 1, taskId: 5 })).unwrap();

    expect(JSON.parse(patchBody)).toEqual({ completed: true });
    // Wait for the refetches the invalidation starts (polling, not a fixed delay: the machine may be busy).
    await vi.waitFor(
      () => {
        expect(server.countOf('GET /api/executive/1/daily-brief')).toBe(2);
        expect(server.countOf('GET /api/executive/1/notifications')).toBe(2);
        expect(server.countOf('GET /api/executive/1/priorities')).toBe(2);
      },
      { timeout: 5000, interval: 20 },
    );
    // Unrelated data is not refetched.
    expect(server.countOf('GET /api/executive/1/goals')).toBe(1);
  });

  it('does not refetch the brief when the completion fails', async () => {
    const { api, store, server } = await setup({
      'GET /api/executive/1/daily-brief': () => ({ body: brief }),
      'PATCH /api/executive/1/priorities/5': () => ({ status: 500, body: 'nope' }),
    });
    await store.dispatch(api.endpoints.getDailyBrief.initiate(1));
    const result = await store.dispatch(api.endpoints.completePriority.initiate({ executiveId: 1, taskId: 5 }));
    await settle();
    expect(result.error).toEqual({ status: 500, data: 'nope' });
    expect(server.countOf('GET /api/executive/1/daily-brief')).toBe(1);
  });
});

describe('fetching rules', () => {
  it('serves a repeated query from the cache instead of the network', async () => {
    const { api, store, server } = await setup({ 'GET /api/executive/1/memory': () => ({ body: [] }) });
    await store.dispatch(api.endpoints.getMemoryNotes.initiate(1));
    await store.dispatch(api.endpoints.getMemoryNotes.initiate(1));
    expect(server.countOf('GET /api/executive/1/memory')).toBe(1);
  });

  it('does not retry a failed query', async () => {
    const { api, store, server } = await setup({ 'GET /api/executive/1/memory': () => ({ status: 500, body: 'x' }) });
    await store.dispatch(api.endpoints.getMemoryNotes.initiate(1));
    await settle();
    expect(server.countOf('GET /api/executive/1/memory')).toBe(1);
  });

  it('passes calendar ranges as query parameters', async () => {
    const { api, store, server } = await setup({
      'GET /api/executive/1/calendar-events?from=2030-01-01&to=2030-01-31': () => ({ body: [] }),
      'GET /api/executive/1/calendar-events': () => ({ body: [] }),
    });
    // Injected by the planning remote, as '@provana/api-client/calendar' does.
    const planning = api.injectEndpoints({ endpoints: (build) => calendarEndpoints(build) });
    await store.dispatch(planning.endpoints.getCalendarEvents.initiate({ executiveId: 1, from: '2030-01-01', to: '2030-01-31' }));
    await store.dispatch(planning.endpoints.getCalendarEvents.initiate({ executiveId: 1 }));
    expect(server.requests).toEqual(['GET /api/executive/1/calendar-events?from=2030-01-01&to=2030-01-31', 'GET /api/executive/1/calendar-events']);
  });
});

describe('session', () => {
  it('answers null from getMe when signed out', async () => {
    const { api, store } = await setup({ 'GET /api/auth/me': () => ({ status: 401, body: 'unauthenticated' }) });
    const result = await store.dispatch(api.endpoints.getMe.initiate());
    expect(result.data).toBeNull();
    expect(result.error).toBeUndefined();
  });

  it('reports other getMe failures as errors', async () => {
    const { api, store } = await setup({ 'GET /api/auth/me': () => ({ status: 500, body: 'down' }) });
    const result = await store.dispatch(api.endpoints.getMe.initiate());
    expect(result.error).toEqual({ status: 500, data: 'down' });
  });

  it('stores the user after a login without asking the server again', async () => {
    const { api, store, server } = await setup({
      'GET /api/auth/me': () => ({ status: 401 }),
      'POST /api/auth/login': () => ({ body: { user } }),
    });
    await store.dispatch(api.endpoints.getMe.initiate());
    await store.dispatch(api.endpoints.login.initiate({ email: user.email, password: 'demo1234' })).unwrap();
    await settle();
    expect(api.endpoints.getMe.select()(store.getState()).data).toEqual(user);
    expect(server.countOf('GET /api/auth/me')).toBe(1);
  });

  it('forgets every cached entity and the user after a logout', async () => {
    const { api, store } = await setup({
      'GET /api/auth/me': () => ({ body: { user } }),
      'GET /api/executive/1/memory': () => ({ body: [] }),
      'POST /api/auth/logout': () => ({ body: { success: true } }),
    });
    await store.dispatch(api.endpoints.getMe.initiate());
    await store.dispatch(api.endpoints.getMemoryNotes.initiate(1));
    await store.dispatch(api.endpoints.logout.initiate()).unwrap();
    await settle();
    const state = store.getState();
    expect(api.endpoints.getMe.select()(state).data).toBeNull();
    expect(api.endpoints.getMemoryNotes.select(1)(state).data).toBeUndefined();
  });
});
