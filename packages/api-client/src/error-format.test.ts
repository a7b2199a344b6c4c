import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAppStore } from './store';
import { createProvanaApi } from './create-provana-api';
import { apiErrorDetail, formatApiError, isServiceUnavailable } from './error-format';
import { type LoopbackServer, startLoopbackServer } from '../test/loopback-server';

describe('formatApiError', () => {
  it('formats an HTTP error as "<status>: <body text>"', () => {
    expect(formatApiError({ status: 500, data: 'database is locked' })).toBe('500: database is locked');
  });

  it("says a delegate's refused change in the API's words, and keeps the status for no access at all", () => {
    const body = (code: string, message: string) => JSON.stringify({ error: { code, message } });
    expect(formatApiError({ status: 403, data: body('read_only', 'You can view this workspace but not change it.') })).toBe(
      'You can view this workspace but not change it.',
    );
    expect(formatApiError({ status: 403, data: body('owner_only', "Only the workspace's owner can do this.") })).toBe(
      "Only the workspace's owner can do this.",
    );
    const noAccess = body('forbidden', "You don't have access to this executive");
    expect(formatApiError({ status: 403, data: noAccess })).toBe(`403: ${noAccess}`);
  });

  it('formats a network failure with its message', () => {
    expect(formatApiError({ status: 'FETCH_ERROR', error: 'TypeError: fetch failed' })).toBe('TypeError: fetch failed');
  });

  it('uses the message of thrown errors and serialized errors', () => {
    expect(formatApiError(new Error('boom'))).toBe('boom');
    expect(formatApiError({ name: 'Error', message: 'serialized' })).toBe('serialized');
    expect(formatApiError(undefined)).toBe('Unknown error');
  });
});

describe('error messages from real responses', () => {
  let server: LoopbackServer;
  let databaseAway = true;
  beforeAll(async () => {
    server = await startLoopbackServer({
      'GET /api/executive/1/memory': () => ({ status: 403, body: '{"error":{"code":"forbidden","message":"Not your executive"}}' }),
      'GET /api/executive/2/memory': () => ({ status: 503, statusText: 'Service Unavailable' }),
      'GET /api/executive/3/memory': () => ({ status: 200, body: [{ id: 1, note: 'n', tag: 't', nextTrigger: 'x' }] }),
      'GET /api/executive/5/memory': () =>
        databaseAway
          ? { status: 503, body: { error: { code: 'service_unavailable', message: 'The database is unavailable; try again in a moment' } } }
          : { status: 200, body: [{ id: 2, note: 'back', tag: 't', nextTrigger: 'x' }] },
      'GET /api/executive/4/memory': () => ({
        status: 503,
        headers: { 'retry-after': '5' },
        body: { error: { code: 'service_unavailable', message: 'The database is unavailable; try again in a moment' } },
      }),
    });
  });
  afterAll(() => server.close());

  async function fetchMemory(executiveId: number, origin = server.origin) {
    const api = createProvanaApi({ baseUrl: origin });
    const store = createAppStore(api);
    return store.dispatch(api.endpoints.getMemoryNotes.initiate(executiveId));
  }

  it('keeps a failed response body as text', async () => {
    const result = await fetchMemory(1);
    expect(formatApiError(result.error)).toBe('403: {"error":{"code":"forbidden","message":"Not your executive"}}');
  });

  it('falls back to the status text when the body is empty', async () => {
    const result = await fetchMemory(2);
    expect(formatApiError(result.error)).toBe('503: Service Unavailable');
  });

  it("says what the API says for a 503 (the database away), in a section's error and a form's", async () => {
    const result = await fetchMemory(4);
    expect(formatApiError(result.error)).toBe('The database is unavailable; try again in a moment');
    expect(apiErrorDetail(result.error)).toEqual({ message: 'The database is unavailable; try again in a moment' });
    expect(isServiceUnavailable(result.error)).toBe(true);
    expect(isServiceUnavailable((await fetchMemory(1)).error)).toBe(false);
  });

  it('gets the data on Retry once the database is back', async () => {
    const api = createProvanaApi({ baseUrl: server.origin });
    const store = createAppStore(api);
    const first = store.dispatch(api.endpoints.getMemoryNotes.initiate(5));
    expect(isServiceUnavailable((await first).error)).toBe(true);
    databaseAway = false;
    const retried = await first.refetch();
    expect(retried.data).toEqual([{ id: 2, note: 'back', tag: 't', nextTrigger: 'x' }]);
    first.unsubscribe();
  });

  it('parses an OK response as JSON', async () => {
    const result = await fetchMemory(3);
    expect(result.data).toEqual([{ id: 1, note: 'n', tag: 't', nextTrigger: 'x' }]);
  });

  it('reports a server that cannot be reached', async () => {
    const result = await fetchMemory(3, 'http://127.0.0.1:1');
    expect(result.error).toMatchObject({ status: 'FETCH_ERROR' });
    expect(formatApiError(result.error)).toMatch(/fetch failed/i);
  });
});
