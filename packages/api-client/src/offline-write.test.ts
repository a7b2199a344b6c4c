// Offline, a write is refused before it is sent (nothing queued), in words a form can show; reads
// still go out (the service worker answers them from its copies).
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { OFFLINE_WRITE_MESSAGE, createBaseQuery } from './base-query';
import { formatApiError } from './error-format';

const queryApi = {
  signal: new AbortController().signal,
  abort: () => undefined,
  dispatch: () => undefined,
  getState: () => ({}),
  extra: undefined,
  endpoint: 'updatePriority',
  type: 'mutation',
} as unknown as BaseQueryApi;

const ok = () => new Response('{"ok":true}', { status: 200, headers: { 'content-type': 'application/json' } });

afterEach(() => vi.unstubAllGlobals());

describe('the base query offline', () => {
  it('refuses a write without sending it, with the message a form shows', async () => {
    vi.stubGlobal('navigator', { onLine: false });
    const fetchFn = vi.fn(async () => ok());
    const baseQuery = createBaseQuery({ baseUrl: 'http://app.test', fetchFn });
    const result = await baseQuery({ url: '/api/executive/1/priorities', method: 'POST', body: { title: 'Board deck' } }, queryApi, {});
    expect(fetchFn).not.toHaveBeenCalled();
    expect(formatApiError(result.error)).toBe(OFFLINE_WRITE_MESSAGE);
    expect(OFFLINE_WRITE_MESSAGE).toBe("You're offline: this change was not saved");
  });

  it('still sends reads, and writes once online again', async () => {
    const navigatorStub = { onLine: false };
    vi.stubGlobal('navigator', navigatorStub);
    const fetchFn = vi.fn(async () => ok());
    const baseQuery = createBaseQuery({ baseUrl: 'http://app.test', fetchFn });
    expect((await baseQuery('/api/executive/1/priorities', { ...queryApi, type: 'query' }, {})).data).toEqual({ ok: true });
    navigatorStub.onLine = true;
    expect((await baseQuery({ url: '/api/executive/1/priorities', method: 'DELETE' }, queryApi, {})).data).toEqual({ ok: true });
    expect(fetchFn).toHaveBeenCalledTimes(2);
  });
});
