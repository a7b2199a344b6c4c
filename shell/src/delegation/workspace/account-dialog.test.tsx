// @vitest-environment happy-dom
// The account dialog lists one's own workspace and each delegated one with its role; choosing one
// keeps the section, puts it in the URL and shows the banner; the banner leads back to one's own.
import { api, createAppStore, StoreProvider } from '@provana/api-client';
import type { WorkspaceList } from '@provana/contracts';
import { MemoryRouter, useLocation } from '@provana/router';
import { UiProvider } from '@provana/ui';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import AccountDialog from './account-dialog';
import { ActingBannerSlot } from './acting-banner-slot';

const WORKSPACES: WorkspaceList = {
  workspaces: [
    { executiveId: 30, name: 'Sam Lee', role: 'owner', timeZone: 'UTC', endsAt: null },
    { executiveId: 1, name: 'Dana Reyes', role: 'editor', timeZone: 'America/New_York', endsAt: null },
    { executiveId: 2, name: 'Lee Park', role: 'viewer', timeZone: 'Asia/Tokyo', endsAt: null },
  ],
};

let store: ReturnType<typeof createAppStore>;
let left: number[];

beforeEach(() => {
  store = createAppStore(api);
  left = [];
  store.dispatch(
    api.util.upsertQueryEntries([
      { endpointName: 'getMe', arg: undefined, value: { id: 3, email: 'sam@example.com', name: 'Sam Lee', role: 'tester', executiveId: 30, timeZone: 'UTC' } },
    ]),
  );
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(new Request(input, init).url).pathname;
    if (path === '/api/workspaces') return Response.json(WORKSPACES);
    if (path === '/api/workspaces/1/leave') {
      left.push(1);
      return new Response(null, { status: 204 });
    }
    return Response.json({ error: { code: 'not_found', message: 'not under test' } }, { status: 404 });
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function Where() {
  const { pathname, search } = useLocation();
  return <output aria-label="Address">{`${pathname}${search}`}</output>;
}

function ClosingDialog({ onClose }: { onClose: () => void }) {
  const [open, setOpen] = useState(true);
  const close = () => {
    onClose();
    setOpen(false);
  };
  return open ? <AccountDialog open onClose={close} /> : null;
}

async function open() {
  const onClose = vi.fn();
  await act(async () => {
    render(
      <StoreProvider store={store}>
        <UiProvider>
          <MemoryRouter initialEntries={['/dashboard/calendar']}>
            <ActingBannerSlot />
            <ClosingDialog onClose={onClose} />
            <Where />
          </MemoryRouter>
        </UiProvider>
      </StoreProvider>,
    );
  });
  return { user: userEvent.setup(), onClose };
}

describe('switching workspaces', () => {
  it('lists the workspaces with their roles, the current one marked, and asks about signing out', async () => {
    await open();
    const list = await screen.findByRole('list', { name: 'Workspaces' }, { timeout: 10_000 });
    expect(list.textContent).toContain('Your workspace');
    expect(screen.getByRole('button', { name: 'Dana Reyes · Editor' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Lee Park · Viewer' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Your workspace' }).getAttribute('aria-current')).toBe('true');
    expect(screen.getByText(/Would you like to sign out\?/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeTruthy();
  });

  it("keeps the section, names the workspace in the URL and shows 'Acting for', then goes back", async () => {
    const { user, onClose } = await open();
    await user.click(await screen.findByRole('button', { name: 'Dana Reyes · Editor' }, { timeout: 10_000 }));
    expect(onClose).toHaveBeenCalled();
    expect(screen.getByRole('status', { name: 'Address', hidden: true }).textContent).toBe('/dashboard/calendar?workspace=1');
    const banner = await screen.findByRole('region', { name: 'Workspace', hidden: true });
    expect(banner.textContent).toContain('Acting for Dana Reyes · Editor');
    await user.click(screen.getByRole('button', { name: 'Back to your workspace', hidden: true }));
    expect(screen.getByRole('status', { name: 'Address', hidden: true }).textContent).toBe('/dashboard/calendar');
    expect(screen.queryByRole('region', { name: 'Workspace', hidden: true })).toBeNull();
    expect(store.getState().workspace.active).toBeNull();
  });

  it('lets a delegate leave the workspace they act in, after asking, and brings them back to their own', async () => {
    const { user, onClose } = await open();
    await user.click(await screen.findByRole('button', { name: 'Dana Reyes · Editor' }, { timeout: 10_000 }));
    expect(store.getState().workspace.active?.executiveId).toBe(1);
    cleanup();
    const again = await open();
    expect(screen.queryByRole('button', { name: /^Leave Sam Lee/ })).toBeNull();
    await again.user.click(await screen.findByRole('button', { name: "Leave Dana Reyes's workspace" }, { timeout: 10_000 }));
    const question = screen.getByRole('group', { name: "Leave Dana Reyes's workspace?" });
    expect(question.textContent).toContain('to come back you need a new invitation');
    expect(left).toEqual([]);
    await again.user.click(screen.getByRole('button', { name: 'Yes, leave' }));
    await waitFor(() => expect(left).toEqual([1]));
    await waitFor(() => expect(store.getState().workspace.active).toBeNull());
    expect(screen.getByRole('status', { name: 'Address', hidden: true }).textContent).toBe('/dashboard/calendar');
    expect(again.onClose).toHaveBeenCalled();
    expect(onClose).toHaveBeenCalled();
  });
});
