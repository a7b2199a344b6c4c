// @vitest-environment happy-dom
// The invitation page for a signed-in account: who invites with which role, Accept opens that
// workspace; an invitation for another address, a used or expired one, or a broken link said in words.
import { api, createAppStore, StoreProvider } from '@provana/api-client';
import type { InvitationView } from '@provana/contracts';
import { MemoryRouter, Route, Routes, useLocation } from '@provana/router';
import { UiProvider } from '@provana/ui';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import InvitationPage from './invitation-page';

const TOKEN = 'abcdefghijklmnopqrstuvwxyz';
const VIEW: InvitationView = {
  executiveName: 'Dana Reyes',
  role: 'editor',
  endsAt: null,
  expiresAt: '2026-03-10T10:00:00Z',
  status: 'pending',
  email: 'sam@example.com',
  forThisAccount: true,
};

let view: () => Response;
let store: ReturnType<typeof createAppStore>;

beforeEach(() => {
  view = () => Response.json(VIEW);
  store = createAppStore(api);
  store.dispatch(
    api.util.upsertQueryEntries([
      { endpointName: 'getMe', arg: undefined, value: { id: 3, email: 'sam@example.com', name: 'Sam Lee', role: 'tester', executiveId: 30, timeZone: 'UTC' } },
    ]),
  );
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const path = new URL(request.url).pathname;
    if (request.method === 'POST' && path === `/api/invitations/${TOKEN}/accept`) {
      return Response.json({ workspace: { executiveId: 1, name: 'Dana Reyes', role: 'editor', timeZone: 'America/New_York', endsAt: null } });
    }
    if (path === `/api/invitations/${TOKEN}`) return view();
    return Response.json({ error: { code: 'not_found', message: 'not under test' } }, { status: 404 });
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function Dashboard() {
  const { pathname, search } = useLocation();
  return <p>Dashboard at {`${pathname}${search}`}</p>;
}

async function open() {
  await act(async () => {
    render(
      <StoreProvider store={store}>
        <UiProvider>
          <MemoryRouter initialEntries={[`/invitations/${TOKEN}`]}>
            <Routes>
              <Route path="/invitations/:token" element={<InvitationPage />} />
              <Route path="/dashboard/:section" element={<Dashboard />} />
            </Routes>
          </MemoryRouter>
        </UiProvider>
      </StoreProvider>,
    );
  });
  return userEvent.setup();
}

describe('the invitation page', () => {
  it('names who invites with which role, and Accept opens their workspace', async () => {
    const user = await open();
    expect(await screen.findByText('Dana Reyes invites you to work in their workspace as Editor.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('Dashboard at /dashboard/daily-brief?workspace=1')).toBeTruthy();
    expect(store.getState().workspace.active).toEqual({ executiveId: 1, name: 'Dana Reyes', role: 'editor', timeZone: 'America/New_York' });
  });

  it('refuses an invitation sent to another address, in words, without Accept', async () => {
    view = () => Response.json({ ...VIEW, email: 'kim@example.com', forThisAccount: false });
    await open();
    expect(
      await screen.findByText(
        'This invitation was sent to kim@example.com, and you are signed in as sam@example.com. Sign in with kim@example.com to accept it.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeTruthy();
  });

  it.each([
    ['accepted', 'This invitation has already been accepted. Each invitation link works once.'],
    ['expired', 'This invitation has expired: links work for 7 days. Ask for a new one.'],
    ['cancelled', 'This invitation was cancelled. Ask for a new one if you still need access.'],
  ] as const)('says a %s invitation cannot be accepted', async (status, words) => {
    view = () => Response.json({ ...VIEW, status });
    await open();
    expect(await screen.findByText(words)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
  });

  it('says what the API says about a link that is not valid', async () => {
    view = () => Response.json({ error: { code: 'not_found', message: 'This invitation link is not valid. Ask for a new invitation.' } }, { status: 404 });
    await open();
    expect(await screen.findByText('This invitation link is not valid. Ask for a new invitation.')).toBeTruthy();
  });
});
