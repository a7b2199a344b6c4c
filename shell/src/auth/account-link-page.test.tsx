// @vitest-environment happy-dom
// The pages mailed links open, before the session gate: /reset-password (new password twice, then
// signed out everywhere and sent to sign in; a used link said in words) and /verify-email (verified
// once; the dashboard when signed in, a sign-in prompt when not; a used link said in words).
import { api, createAppStore, StoreProvider } from '@provana/api-client';
import { LINK_EXPIRED_MESSAGE } from '@provana/contracts';
import { MemoryRouter, Route, Routes } from '@provana/router';
import { UiProvider } from '@provana/ui';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import AccountLinkPage from './account-link-page';

const me = { id: 2, email: 'b@example.com', name: 'b', role: 'tester', executiveId: 2, timeZone: 'UTC', emailVerified: false, verificationRequired: true };
const json = (status: number, body: unknown) => Response.json(body, { status });
const expired = () => json(400, { error: { code: 'invalid_token', message: LINK_EXPIRED_MESSAGE, field: 'token' } });

let calls: { url: string; body: string }[];
let linkAnswer: () => Response;
let signedIn: boolean;
let store: ReturnType<typeof createAppStore>;

beforeEach(() => {
  (window as unknown as { happyDOM?: { setURL: (url: string) => void } }).happyDOM?.setURL('http://127.0.0.1/');
  calls = [];
  signedIn = false;
  store = createAppStore(api);
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const call = { url: new URL(request.url).pathname, body: await request.text() };
    calls.push(call);
    if (call.url === '/api/auth/reset-password' || call.url === '/api/auth/verify-email') return linkAnswer();
    if (call.url === '/api/auth/me' && signedIn) return json(200, { user: me });
    return json(401, { error: { code: 'unauthenticated', message: 'Not signed in' } });
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function open(url: string) {
  await act(async () => {
    render(
      <StoreProvider store={store}>
        <UiProvider>
          <MemoryRouter initialEntries={[url]}>
            <Routes>
              <Route path="/reset-password" element={<AccountLinkPage />} />
              <Route path="/verify-email" element={<AccountLinkPage />} />
              <Route path="/" element={<p>Start page</p>} />
            </Routes>
          </MemoryRouter>
        </UiProvider>
      </StoreProvider>,
    );
  });
  return userEvent.setup();
}

const sent = (url: string) => calls.filter((c) => c.url === url).map((c) => JSON.parse(c.body) as unknown);

describe('/reset-password', () => {
  it('asks for the new password twice, checks it, saves it and sends the person to sign in', async () => {
    linkAnswer = () => json(200, { success: true, message: 'Your password was changed. Sign in with your new password.' });
    const user = await open('/reset-password?token=tok_123');
    expect(screen.getByRole('heading', { name: 'Choose a new password' })).toBeTruthy();
    await user.type(screen.getByLabelText(/^New password/), 'short');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByText('New password must be at least 8 characters')).toBeTruthy();
    await user.clear(screen.getByLabelText(/^New password/));
    await user.type(screen.getByLabelText(/^New password/), 'a-new-password');
    await user.type(screen.getByLabelText(/^Confirm new password/), 'a-different-one');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByText("Confirm new password doesn't match the new password")).toBeTruthy();
    expect(sent('/api/auth/reset-password')).toEqual([]);

    await user.clear(screen.getByLabelText(/^Confirm new password/));
    await user.type(screen.getByLabelText(/^Confirm new password/), 'a-new-password');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect((await screen.findByRole('status')).textContent).toContain('Sign in with your new password');
    expect(sent('/api/auth/reset-password')).toEqual([{ token: 'tok_123', password: 'a-new-password' }]);
    expect(api.endpoints.getMe.select()(store.getState()).data).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Start page')).toBeTruthy();
  });

  it('says when the link has expired or was already used', async () => {
    linkAnswer = expired;
    const user = await open('/reset-password?token=tok_old');
    await user.type(screen.getByLabelText(/^New password/), 'a-new-password');
    await user.type(screen.getByLabelText(/^Confirm new password/), 'a-new-password');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(LINK_EXPIRED_MESSAGE));
  });

  it('says a link without its token is incomplete, sending nothing', async () => {
    await open('/reset-password');
    expect(screen.getByRole('alert').textContent).toMatch(/^This link is incomplete/);
    expect(screen.getByRole('button', { name: 'Go to sign in' })).toBeTruthy();
  });
});

describe('/verify-email', () => {
  it('verifies once; signed out, it says so and offers sign-in', async () => {
    linkAnswer = () => json(200, { success: true, message: 'Your email address is verified.' });
    await open('/verify-email?token=tok_v');
    expect(await screen.findByText('Your email address is verified. Sign in to continue.')).toBeTruthy();
    expect(sent('/api/auth/verify-email')).toEqual([{ token: 'tok_v' }]);
    expect(screen.getByRole('button', { name: 'Go to sign in' })).toBeTruthy();
  });

  it('signed in, goes on to the dashboard with the address marked verified', async () => {
    signedIn = true;
    await act(async () => {
      await store.dispatch(api.endpoints.getMe.initiate());
    });
    linkAnswer = () => json(200, { success: true, message: 'Your email address is verified.' });
    await open('/verify-email?token=tok_v');
    expect(await screen.findByText('Start page')).toBeTruthy();
    expect(api.endpoints.getMe.select()(store.getState()).data).toMatchObject({ emailVerified: true });
  });

  it('says when the link has expired or was already used', async () => {
    linkAnswer = expired;
    await open('/verify-email?token=tok_used');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(LINK_EXPIRED_MESSAGE));
    expect(screen.getByRole('button', { name: 'Go to sign in' })).toBeTruthy();
  });
});
