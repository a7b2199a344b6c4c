// @vitest-environment happy-dom
// The workspace a tab works in: the hooks every screen reads follow it (own by default), switching
// drops the other workspace's cached answers but keeps the signed-in user without asking again, and a
// "no access" refusal while acting for someone brings the tab back to its own workspace with a notice.
import type { SessionUser } from '@provana/contracts';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../app-api';
import { useExecutiveId, useTimeZone, useWorkspaceEndedNotice, useWorkspaceRole, useCanWrite } from '../session';
import { createAppStore, type AppStore } from '../store';
import { StoreProvider } from '../store-provider';
import { endedNoticeShown, type ActiveWorkspace } from './active-workspace';
import { switchWorkspace } from './switch-workspace';

const ME: SessionUser = { id: 3, email: 'sam@example.com', name: 'Sam Lee', role: 'tester', executiveId: 30, timeZone: 'Europe/London' };
const DANA: ActiveWorkspace = { executiveId: 1, name: 'Dana Reyes', role: 'editor', timeZone: 'America/New_York' };

let calls: string[];
let answer: (path: string) => Response;

beforeEach(() => {
  calls = [];
  answer = () => Response.json([]);
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const path = new URL(request.url).pathname;
    calls.push(`${request.method} ${path}`);
    return answer(path);
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function signedInStore(): Promise<AppStore> {
  const store = createAppStore();
  store.dispatch(api.util.upsertQueryEntries([{ endpointName: 'getMe', arg: undefined, value: ME }]));
  return store;
}

function renderWorkspaceHooks(store: AppStore) {
  const wrapper = ({ children }: { children: ReactNode }) => <StoreProvider store={store}>{children}</StoreProvider>;
  return renderHook(
    () => ({ executiveId: useExecutiveId(), timeZone: useTimeZone(), role: useWorkspaceRole(), canWrite: useCanWrite(), notice: useWorkspaceEndedNotice() }),
    { wrapper },
  );
}

describe('the active workspace', () => {
  it("reads the account's own workspace when the tab acts for no one", async () => {
    const { result } = renderWorkspaceHooks(await signedInStore());
    expect(result.current).toEqual({ executiveId: 30, timeZone: 'Europe/London', role: 'owner', canWrite: true, notice: null });
  });

  it("reads the delegated workspace's id, zone and role while acting for someone", async () => {
    const store = await signedInStore();
    const { result } = renderWorkspaceHooks(store);
    act(() => store.dispatch(switchWorkspace(api, { ...DANA, role: 'viewer' })));
    expect(result.current).toEqual({ executiveId: 1, timeZone: 'America/New_York', role: 'viewer', canWrite: false, notice: null });
    act(() => store.dispatch(switchWorkspace(api, null)));
    expect(result.current.executiveId).toBe(30);
  });

  it('has no workspace while signed out, even with one chosen', () => {
    const store = createAppStore();
    store.dispatch(api.util.upsertQueryEntries([{ endpointName: 'getMe', arg: undefined, value: null }]));
    store.dispatch(switchWorkspace(api, DANA));
    const { result } = renderWorkspaceHooks(store);
    expect(result.current.executiveId).toBeUndefined();
    expect(result.current.role).toBeUndefined();
  });

  it("drops the other workspace's cached answers on a switch and keeps the user without asking the server", async () => {
    const store = await signedInStore();
    await store.dispatch(api.endpoints.getGoals.initiate(30));
    expect(api.endpoints.getGoals.select(30)(store.getState()).data).toEqual([]);
    store.dispatch(switchWorkspace(api, DANA));
    expect(api.endpoints.getGoals.select(30)(store.getState()).data).toBeUndefined();
    expect(api.endpoints.getMe.select()(store.getState()).data).toEqual(ME);
    expect(calls).toEqual(['GET /api/executive/30/goals']);
  });

  it('keeps the cache when the same workspace is chosen again', async () => {
    const store = await signedInStore();
    store.dispatch(switchWorkspace(api, DANA));
    await store.dispatch(api.endpoints.getGoals.initiate(1));
    store.dispatch(switchWorkspace(api, { ...DANA, role: 'full' }));
    expect(api.endpoints.getGoals.select(1)(store.getState()).data).toEqual([]);
    expect(store.getState().workspace.active?.role).toBe('full');
  });
});

describe('access that ends while acting for someone', () => {
  const refuse = (code: string, message: string) => () => Response.json({ error: { code, message } }, { status: 403 });

  it("goes back to the account's own workspace with a notice when the workspace refuses access", async () => {
    const store = await signedInStore();
    store.dispatch(switchWorkspace(api, DANA));
    answer = refuse('forbidden', "You don't have access to this executive");
    const { result } = renderWorkspaceHooks(store);
    await act(async () => {
      await store.dispatch(api.endpoints.getGoals.initiate(1));
    });
    await waitFor(() => expect(result.current.executiveId).toBe(30));
    expect(result.current.notice).toBe("Your access to Dana Reyes's workspace has ended.");
    // Nothing of the workspace left behind.
    expect(api.endpoints.getGoals.select(1)(store.getState()).data).toBeUndefined();
    act(() => store.dispatch(endedNoticeShown()));
    expect(result.current.notice).toBeNull();
  });

  it("stays in the workspace when a Viewer's change is refused for the role", async () => {
    const store = await signedInStore();
    store.dispatch(switchWorkspace(api, { ...DANA, role: 'viewer' }));
    answer = refuse('read_only', 'You can view this workspace but not change it.');
    await store.dispatch(api.endpoints.getGoals.initiate(1));
    expect(store.getState().workspace).toEqual({ active: { ...DANA, role: 'viewer' }, endedNotice: null });
  });

  it('stays when a late refusal is about a workspace the tab already left', async () => {
    const store = await signedInStore();
    store.dispatch(switchWorkspace(api, DANA));
    answer = refuse('forbidden', "You don't have access to this executive");
    await store.dispatch(api.endpoints.getGoals.initiate(99));
    expect(store.getState().workspace.active).toEqual(DANA);
  });

  it("ignores a refusal in the account's own workspace", async () => {
    const store = await signedInStore();
    answer = refuse('forbidden', "You don't have access to this executive");
    await store.dispatch(api.endpoints.getGoals.initiate(30));
    expect(store.getState().workspace).toEqual({ active: null, endedNotice: null });
  });
});
