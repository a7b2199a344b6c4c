import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { createBaseQuery } from './base-query';
import { earlyRequestStatus, startEarlyRequest } from './early-request';

const ORIGIN = 'http://app.test';
const queryApi = {
  signal: new AbortController().signal,
  abort: () => undefined,
  dispatch: () => undefined,
  getState: () => ({}),
  extra: undefined,
  endpoint: 'getMe',
  type: 'query',
} as unknown as BaseQueryApi;

function answering(...bodies: string[]) {
  const fetchMock = vi.fn(async () => new Response(bodies.shift() ?? '{}', { status: 200, headers: { 'content-type': 'application/json' } }));
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('location', new URL(`${ORIGIN}/dashboard/daily-brief`));
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe('early requests', () => {
  it('the base query takes the response the entry started, once; the next call asks the server', async () => {
    const fetchMock = answering('{"user":"early"}', '{"user":"again"}');
    startEarlyRequest('/api/auth/me');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const baseQuery = createBaseQuery({ baseUrl: ORIGIN });
    expect((await baseQuery('/api/auth/me', queryApi, {})).data).toEqual({ user: 'early' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect((await baseQuery('/api/auth/me', queryApi, {})).data).toEqual({ user: 'again' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("tells the answer's status without taking it: the base query still reads its body", async () => {
    const fetchMock = answering('{"user":"early"}');
    expect(earlyRequestStatus('/api/auth/other')).toBeUndefined();
    startEarlyRequest('/api/auth/me');
    expect(await earlyRequestStatus('/api/auth/me')).toBe(200);
    const baseQuery = createBaseQuery({ baseUrl: ORIGIN });
    expect((await baseQuery('/api/auth/me', queryApi, {})).data).toEqual({ user: 'early' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('is not used for another path, a write or another origin', async () => {
    const fetchMock = answering('{"n":1}', '{"n":2}', '{"n":3}', '{"n":4}');
    startEarlyRequest('/api/auth/me');
    expect((await createBaseQuery({ baseUrl: ORIGIN })('/api/auth/other', queryApi, {})).data).toEqual({ n: 2 });
    expect((await createBaseQuery({ baseUrl: ORIGIN })({ url: '/api/auth/me', method: 'POST', body: {} }, queryApi, {})).data).toEqual({ n: 3 });
    expect((await createBaseQuery({ baseUrl: 'http://elsewhere.test' })('/api/auth/me', queryApi, {})).data).toEqual({ n: 4 });
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });

  it('asks again when the early request failed', async () => {
    const fetchMock = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('offline'))
      .mockResolvedValueOnce(new Response('{"user":"second"}', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    vi.stubGlobal('location', new URL(`${ORIGIN}/`));
    startEarlyRequest('/api/auth/me');
    expect((await createBaseQuery({ baseUrl: ORIGIN })('/api/auth/me', queryApi, {})).data).toEqual({ user: 'second' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
