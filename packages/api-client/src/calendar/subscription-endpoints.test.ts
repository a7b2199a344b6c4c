import type { CalendarSubscription } from '@provana/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeApiServer, setupApi } from '../../test/api-harness';
import { subscriptionEndpoints } from './subscription-endpoints';

afterEach(closeApiServer);

const list = 'api/executive/1/calendar-subscriptions';
const occurrences = 'api/executive/1/subscribed-events?from=2025-03-01&to=2025-03-31';

const subscription = (id: number, name: string): CalendarSubscription => ({
  id,
  name,
  url: `https://calendar.example.com/${id}.ics`,
  colour: 'green',
  lastSyncedAt: '2025-03-12T09:00:00.000Z',
  lastError: null,
  lastWarning: null,
  nextSyncAt: '2025-03-12T09:15:00.000Z',
  createdAt: '2025-03-12T09:00:00.000Z',
  eventCount: 3,
});

describe('subscription endpoints', () => {
  it('refetches the list and the subscribed occurrences after subscribe, refresh and remove, but not after a failed call', async () => {
    let subscriptions: CalendarSubscription[] = [];
    let postBody = '';
    const { api, store, server } = await setupApi(
      {
        [`GET /${list}`]: () => ({ body: subscriptions }),
        [`POST /${list}`]: (body) => {
          postBody = body;
          subscriptions = [subscription(7, 'Holidays')];
          return { status: 201, body: subscriptions[0] };
        },
        [`POST /${list}/7/refresh`]: () => ({ body: subscription(7, 'Holidays') }),
        [`POST /${list}/8/refresh`]: () => ({ status: 404, body: { error: { code: 'not_found', message: 'Calendar subscription not found' } } }),
        [`DELETE /${list}/7`]: () => {
          subscriptions = [];
          return { body: { success: true } };
        },
        [`GET /${occurrences}`]: () => ({ body: { from: '2025-03-01', to: '2025-03-31', occurrences: [], truncated: false, limit: 2000 } }),
      },
      (base) => base.injectEndpoints({ endpoints: subscriptionEndpoints }),
    );
    const names = () =>
      api.endpoints.getCalendarSubscriptions
        .select(1)(store.getState())
        .data?.map((s) => s.name);
    store.dispatch(api.endpoints.getCalendarSubscriptions.initiate(1));
    store.dispatch(api.endpoints.getSubscribedEvents.initiate({ executiveId: 1, from: '2025-03-01', to: '2025-03-31' }));
    await vi.waitFor(() => expect(names()).toEqual([]));
    await vi.waitFor(() => expect(server.countOf(`GET /${occurrences}`)).toBe(1));

    const created = await store
      .dispatch(
        api.endpoints.createCalendarSubscription.initiate({
          executiveId: 1,
          body: { name: 'Holidays', url: 'https://calendar.example.com/7.ics', colour: 'green' },
        }),
      )
      .unwrap();
    expect(created.eventCount).toBe(3);
    expect(JSON.parse(postBody)).toEqual({ name: 'Holidays', url: 'https://calendar.example.com/7.ics', colour: 'green' });
    await vi.waitFor(() => expect(names()).toEqual(['Holidays']), { timeout: 5000, interval: 20 });
    await vi.waitFor(() => expect(server.countOf(`GET /${occurrences}`)).toBe(2), { timeout: 5000, interval: 20 });

    await store.dispatch(api.endpoints.refreshCalendarSubscription.initiate({ executiveId: 1, subscriptionId: 7 })).unwrap();
    await vi.waitFor(() => expect(server.countOf(`GET /${occurrences}`)).toBe(3), { timeout: 5000, interval: 20 });

    const failed = await store.dispatch(api.endpoints.refreshCalendarSubscription.initiate({ executiveId: 1, subscriptionId: 8 }));
    expect(failed.error).toBeDefined();

    await store.dispatch(api.endpoints.deleteCalendarSubscription.initiate({ executiveId: 1, subscriptionId: 7 })).unwrap();
    await vi.waitFor(() => expect(names()).toEqual([]), { timeout: 5000, interval: 20 });
    // Subscribe, refresh and remove refetched each; the failed refresh did not.
    expect(server.countOf(`GET /${occurrences}`)).toBe(4);
    expect(server.countOf(`GET /${list}`)).toBe(4);
  });

  it('posts an imported file as the raw text, not as JSON', async () => {
    const ics = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n';
    let received = '';
    const { api, store } = await setupApi(
      {
        'POST /api/executive/1/calendar/import': (body) => {
          received = body;
          return { status: 201, body: { created: 2, fromRecurring: 0, truncated: false } };
        },
      },
      (base) => base.injectEndpoints({ endpoints: subscriptionEndpoints }),
    );
    const result = await store.dispatch(api.endpoints.importIcs.initiate({ executiveId: 1, ics })).unwrap();
    expect(result.created).toBe(2);
    expect(received).toBe(ics);
  });
});
