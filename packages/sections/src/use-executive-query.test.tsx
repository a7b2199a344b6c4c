// @vitest-environment happy-dom
import { api, createAppStore, skipToken, StoreProvider } from '@provana/api-client';
import type { SessionUser } from '@provana/contracts';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ExecutiveQueryOptions, useExecutiveQuery, useExecutiveQueryWith } from './use-executive-query';

// The session check (GET /api/auth/me) answers "signed out": no network in unit tests.
beforeEach(() => vi.stubGlobal('fetch', async () => Response.json({ error: { code: 'unauthorized', message: 'Sign in' } }, { status: 401 })));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** A stand-in query hook that answers with what it was called with. */
const useProbeQuery = <Arg,>(arg: Arg | typeof skipToken, options?: ExecutiveQueryOptions) => ({ arg, options });

function storeSignedInAs(executiveId: number | undefined) {
  const store = createAppStore();
  if (executiveId !== undefined) {
    const me: SessionUser = { id: 1, email: 'exec@provana.test', name: 'Test Executive', role: 'tester', executiveId, timeZone: 'UTC' };
    void store.dispatch(api.util.upsertQueryData('getMe', undefined, me));
  }
  return ({ children }: { children: ReactNode }) => <StoreProvider store={store}>{children}</StoreProvider>;
}

describe('useExecutiveQuery', () => {
  it('skips the query while the executive is not known', () => {
    const { result } = renderHook(() => useExecutiveQuery(useProbeQuery<number>), { wrapper: storeSignedInAs(undefined) });
    expect(result.current.arg).toBe(skipToken);
    expect(result.current.executiveId).toBeUndefined();
  });

  it("runs the query with the session's executive id and passes the options on", async () => {
    const { result } = renderHook(() => useExecutiveQuery(useProbeQuery<number>, { pollingInterval: 5000 }), { wrapper: storeSignedInAs(42) });
    await waitFor(() => expect(result.current.executiveId).toBe(42));
    expect(result.current).toEqual({ arg: 42, options: { pollingInterval: 5000 }, executiveId: 42 });
  });

  it("keeps its result's identity while the query's result stays the same", async () => {
    const stable = { data: [1, 2] };
    const { result, rerender } = renderHook(() => useExecutiveQuery((_arg: number | typeof skipToken) => stable), { wrapper: storeSignedInAs(5) });
    await waitFor(() => expect(result.current.executiveId).toBe(5));
    const first = result.current;
    rerender();
    expect(result.current).toBe(first);
  });
});

describe('useExecutiveQueryWith', () => {
  it('builds the argument from the executive id', async () => {
    const { result } = renderHook(
      () => useExecutiveQueryWith(useProbeQuery<{ executiveId: number; date: string }>, (executiveId) => ({ executiveId, date: '2026-03-12' })),
      {
        wrapper: storeSignedInAs(9),
      },
    );
    await waitFor(() => expect(result.current.executiveId).toBe(9));
    expect(result.current.arg).toEqual({ executiveId: 9, date: '2026-03-12' });
  });

  it('skips without calling argFor while the executive is not known, and when argFor skips', async () => {
    const unknown = renderHook(
      () =>
        useExecutiveQueryWith(useProbeQuery<string>, () => {
          throw new Error('argFor called without an executive');
        }),
      { wrapper: storeSignedInAs(undefined) },
    );
    expect(unknown.result.current.arg).toBe(skipToken);
    const skipped = renderHook(() => useExecutiveQueryWith(useProbeQuery<string>, () => skipToken), { wrapper: storeSignedInAs(3) });
    await waitFor(() => expect(skipped.result.current.executiveId).toBe(3));
    expect(skipped.result.current.arg).toBe(skipToken);
  });
});
