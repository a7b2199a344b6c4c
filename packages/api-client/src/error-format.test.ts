import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAppStore } from './store';
import { createProvanaApi } from './create-provana-api';
import { formatApiError } from './error-format';
import { type LoopbackServer, startLoopbackServer } from '../test/loopback-server';

describe('formatApiError', () => {
  it('formats an HTTP error as "<status>: <body text>"', () => {
    expect(formatApiError({ status: 500, data: 'database is locked' })).toBe('500: database is locked');
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
  beforeAll(async () => {
    server = await startLoopbackServer({
      'GET /api/executive/1/memory': () => ({ status: 403, body: '{"error":{"code":"forbidden","message":"Not your executive"}}' }),
      'GET /api/executive/2/memory': () => ({ status: 503, statusText: 'Service Unavailable' }),
      'GET /api/executive/3/memory': () => ({ status: 200, body: [{ id: 1, note: 'n', tag: 't', nextTrigger: 'x' }] }),
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
