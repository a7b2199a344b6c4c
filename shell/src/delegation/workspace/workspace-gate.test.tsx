// @vitest-environment happy-dom
// The URL's ?workspace= and the tab's workspace: a link to a delegated workspace opens it after the
// account's workspaces confirm it, one the account cannot open gets a page that says so (and nothing
// of it is asked for), the parameter comes back when a navigation drops it, the account's own id means
// its own workspace, and access that ended returns to one's own workspace.
import { api, createAppStore, StoreProvider, switchWorkspace, useExecutiveId, useTimeZone } from '@provana/api-client';
import type { SessionUser, WorkspaceList } from '@provana/contracts';
import { Link, MemoryRouter, useLocation } from '@provana/router';
import { UiProvider } from '@provana/ui';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WorkspaceGate } from './workspace-gate';

const ME: SessionUser = { id: 3, email: 'sam@example.com', name: 'Sam Lee', role: 'tester', executiveId: 30, timeZone: 'Europe/London' };
const WORKSPACES: WorkspaceList = {
  workspaces: [
    { executiveId: 30, name: 'Sam Lee', role: 'owner', timeZone: 'Europe/London', endsAt: null },
    { executiveId: 1, name: 'Dana Reyes', role: 'editor', timeZone: 'America/New_York', endsAt: null },
  ],
};

let calls: string[];
let store: ReturnType<typeof createAppStore>;

beforeEach(() => {
  calls = [];
  store = createAppStore(api);
  store.dispatch(api.util.upsertQueryEntries([{ endpointName: 'getMe', arg: undefined, value: ME }]));
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(new Request(input, init).url).pathname;
    calls.push(path);
    if (path === '/api/workspaces') return Response.json(WORKSPACES);
    return Response.json({ error: { code: 'forbidden', message: "You don't have access to this executive" } }, { status: 403 });
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function Screen() {
  const executiveId = useExecutiveId();
  const timeZone = useTimeZone();
  return (
    <p>
      Workspace {executiveId} in {timeZone} <Link to="/dashboard/goals">Goals</Link>
    </p>
  );
}

function Where() {
  const { pathname, search } = useLocation();
  return <output aria-label="Address">{`${pathname}${search}`}</output>;
}

async function open(url: string) {
  await act(async () => {
    render(
      <StoreProvider store={store}>
        <UiProvider>
          <MemoryRouter initialEntries={[url]}>
            <WorkspaceGate>
              <Screen />
            </WorkspaceGate>
            <Where />
          </MemoryRouter>
        </UiProvider>
      </StoreProvider>,
    );
  });
  return userEvent.setup();
}

// The resolver loads lazily: a busy machine may take more than the default second.
const LAZY = { timeout: 10_000 };

const address = () => screen.getByRole('status', { name: 'Address' }).textContent;

describe('the workspace a URL names', () => {
  it("shows the account's own workspace without a parameter, asking nothing", async () => {
    await open('/dashboard/daily-brief');
    expect(screen.getByText(/Workspace 30 in Europe\/London/)).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it("opens a delegated workspace from a link, in the workspace's zone", async () => {
    await open('/dashboard/calendar?workspace=1');
    expect(await screen.findByText(/Workspace 1 in America\/New_York/, {}, LAZY)).toBeTruthy();
    expect(calls).toEqual(['/api/workspaces']);
    expect(store.getState().workspace.active).toEqual({ executiveId: 1, name: 'Dana Reyes', role: 'editor', timeZone: 'America/New_York' });
    expect(address()).toBe('/dashboard/calendar?workspace=1');
  });

  it("says so for a workspace the account cannot open, and goes back to its own, showing none of the other's data", async () => {
    const user = await open('/dashboard/daily-brief?workspace=77');
    expect(await screen.findByRole('heading', { name: "You don't have access to this workspace" }, LAZY)).toBeTruthy();
    expect(screen.queryByText(/Workspace/)).toBeNull();
    expect(calls).toEqual(['/api/workspaces']);
    await user.click(screen.getByRole('button', { name: 'Go to your workspace' }));
    expect(await screen.findByText(/Workspace 30 in Europe\/London/)).toBeTruthy();
    expect(address()).toBe('/dashboard/daily-brief');
  });

  it('treats a parameter that is no id as a workspace the account cannot open', async () => {
    await open('/dashboard/daily-brief?workspace=abc');
    expect(await screen.findByRole('heading', { name: "You don't have access to this workspace" }, LAZY)).toBeTruthy();
  });

  it('puts the parameter back when a navigation drops it while acting for someone', async () => {
    store.dispatch(switchWorkspace(api, { executiveId: 1, name: 'Dana Reyes', role: 'editor', timeZone: 'America/New_York' }));
    const user = await open('/dashboard/daily-brief?workspace=1');
    await user.click(screen.getByRole('link', { name: 'Goals' }));
    await waitFor(() => expect(address()).toBe('/dashboard/goals?workspace=1'));
    expect(screen.getByText(/Workspace 1 in/)).toBeTruthy();
  });

  it("reads the account's own id in the URL as its own workspace", async () => {
    await open('/dashboard/daily-brief?workspace=30');
    await waitFor(() => expect(address()).toBe('/dashboard/daily-brief'));
    expect(screen.getByText(/Workspace 30 in/)).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it("returns to the account's own workspace when the workspace refuses access", async () => {
    store.dispatch(switchWorkspace(api, { executiveId: 1, name: 'Dana Reyes', role: 'editor', timeZone: 'America/New_York' }));
    await open('/dashboard/daily-brief?workspace=1');
    await act(async () => {
      await store.dispatch(api.endpoints.getGoals.initiate(1));
    });
    await waitFor(() => expect(address()).toBe('/dashboard/daily-brief'));
    expect(screen.getByText(/Workspace 30 in Europe\/London/)).toBeTruthy();
    expect(store.getState().workspace).toEqual({ active: null, endedNotice: null });
  });
});
