// @vitest-environment happy-dom
// /confirm-sign-in-link: the account's password links the provider sign-in and signs in (a wrong one
// is said in words); an account without a password is offered the mailed link; the mailed link links
// only when pressed.
import { api, createAppStore, StoreProvider } from '@provana/api-client';
import { MemoryRouter, Route, Routes } from '@provana/router';
import { UiProvider } from '@provana/ui';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import AccountLinkPage from './account-link-page';

const json = (status: number, body: unknown) => Response.json(body, { status });
const me = { id: 3, email: 'carol@example.com', name: 'carol', role: 'tester', executiveId: 3, timeZone: 'UTC' };
const pending = { provider: 'google', displayName: 'Google', email: 'carol@example.com', hasPassword: true, canMail: false };

let calls: { key: string; body: string }[];
let answers: Record<string, Response[]>;

beforeEach(() => {
  (window as unknown as { happyDOM?: { setURL: (url: string) => void } }).happyDOM?.setURL('http://127.0.0.1/');
  calls = [];
  answers = {};
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const key = `${request.method} ${new URL(request.url).pathname}`;
    calls.push({ key, body: await request.text() });
    return answers[key]?.shift() ?? json(401, { error: { code: 'unauthenticated', message: 'Not signed in' } });
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function open(url: string) {
  await act(async () => {
    render(
      <StoreProvider store={createAppStore(api)}>
        <UiProvider>
          <MemoryRouter initialEntries={[url]}>
            <Routes>
              <Route path="/confirm-sign-in-link" element={<AccountLinkPage />} />
              <Route path="/" element={<p>Start page</p>} />
            </Routes>
          </MemoryRouter>
        </UiProvider>
      </StoreProvider>,
    );
  });
  return userEvent.setup();
}

describe('confirming a link to an existing account', () => {
  it('links with the account password and goes on signed in; a wrong password is said in words', async () => {
    answers['GET /api/auth/oidc/link'] = [json(200, pending)];
    answers['POST /api/auth/oidc/link/confirm'] = [
      json(401, { error: { code: 'invalid_credentials', message: 'That password is not right.', field: 'password' } }),
      json(200, { user: me }),
    ];
    const user = await open('/confirm-sign-in-link?token=t-1');
    expect(await screen.findByText(/An account with carol@example.com already exists/)).toBeTruthy();
    await user.type(screen.getByLabelText('Password of your PROVANA account'), 'wrong-one');
    await user.click(screen.getByRole('button', { name: 'Link Google and sign in' }));
    expect(await screen.findByText('That password is not right.')).toBeTruthy();
    await user.clear(screen.getByLabelText('Password of your PROVANA account'));
    await user.type(screen.getByLabelText('Password of your PROVANA account'), 'carols-password');
    await user.click(screen.getByRole('button', { name: 'Link Google and sign in' }));
    expect(await screen.findByText('Start page')).toBeTruthy();
    expect(calls.filter((c) => c.key === 'POST /api/auth/oidc/link/confirm').map((c) => JSON.parse(c.body) as unknown)).toEqual([
      { token: 't-1', password: 'wrong-one' },
      { token: 't-1', password: 'carols-password' },
    ]);
  });

  it('offers a mailed link to an account without a password', async () => {
    answers['GET /api/auth/oidc/link'] = [json(200, { ...pending, hasPassword: false, canMail: true })];
    answers['POST /api/auth/oidc/link/email'] = [json(200, { success: true, message: 'We sent a link to carol@example.com. Open it to link your sign-in.' })];
    const user = await open('/confirm-sign-in-link?token=t-2');
    expect(await screen.findByText(/This account has no password/)).toBeTruthy();
    expect(screen.queryByLabelText('Password of your PROVANA account')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Email a link to carol@example.com instead' }));
    expect((await screen.findByRole('status')).textContent).toBe('We sent a link to carol@example.com. Open it to link your sign-in.');
  });

  it('links from the mailed link only when pressed', async () => {
    answers['POST /api/auth/oidc/link/confirm-email'] = [
      json(200, { success: true, message: 'Your Google sign-in is linked. Continue with Google to sign in.' }),
    ];
    const user = await open('/confirm-sign-in-link?mail_token=m-1');
    expect(calls.some((c) => c.key === 'POST /api/auth/oidc/link/confirm-email')).toBe(false);
    await user.click(await screen.findByRole('button', { name: 'Link the sign-in' }));
    expect((await screen.findByRole('status')).textContent).toBe('Your Google sign-in is linked. Continue with Google to sign in.');
  });
});
