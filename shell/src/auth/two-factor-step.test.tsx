// @vitest-environment happy-dom
// Signing in with two-factor on, as the person does it: the password step answers a challenge, the
// card asks for the code (app or recovery), a wrong code is said under the field, a lock as for
// passwords, and the right code signs in (the session query then holds the user).
import { api, createAppStore, StoreProvider } from '@provana/api-client';
import { UiProvider } from '@provana/ui';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorOf } from '../../test/field-description';
import { LoginCard } from './login-card';

const browser = vi.hoisted(() => ({ startRegistration: vi.fn(), startAuthentication: vi.fn() }));
vi.mock('@simplewebauthn/browser', () => browser);

const me = { id: 1, email: 'demo@provana.app', name: 'demo', role: 'tester', executiveId: 1, timeZone: 'UTC', twoFactorEnabled: true };
const json = (status: number, body: unknown) => Response.json(body, { status });
const codeError = (message: string) => json(401, { error: { code: 'invalid_two_factor_code', message, field: 'code' } });

let calls: { url: string; body: string }[];
let codeAnswers: Response[];
let store: ReturnType<typeof createAppStore>;

beforeEach(() => {
  (window as unknown as { happyDOM?: { setURL: (url: string) => void } }).happyDOM?.setURL('http://127.0.0.1/');
  store = createAppStore(api);
  calls = [];
  codeAnswers = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const call = { url: new URL(request.url).pathname, body: await request.text() };
    calls.push(call);
    if (call.url === '/api/auth/login') return json(200, { twoFactorRequired: true, challenge: 'challenge-1' });
    if (call.url === '/api/auth/sign-in/2fa') return codeAnswers.shift() ?? json(500, {});
    if (call.url === '/api/auth/sign-in/2fa/passkey/options') return json(200, { ceremony: 'c-2fa', options: { challenge: 'pk' } });
    if (call.url === '/api/auth/sign-in/2fa/passkey') return json(200, { user: me });
    return json(401, { error: { code: 'unauthenticated', message: 'Not signed in' } });
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function passwordStep() {
  const user = userEvent.setup();
  // Awaited: the tabs' code loads on first render (lazy in @provana/ui), and React retries the
  // suspended render only inside an awaited act.
  await act(async () => {
    render(
      <StoreProvider store={store}>
        <UiProvider>
          <LoginCard />
        </UiProvider>
      </StoreProvider>,
    );
  });
  await user.type(await screen.findByLabelText('Email'), 'demo@provana.app');
  await user.type(screen.getByLabelText(/^Password/), 'demo1234');
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
  await screen.findByRole('heading', { name: 'Two-factor code' });
  return user;
}

const codeCalls = () => calls.filter((c) => c.url === '/api/auth/sign-in/2fa').map((c) => JSON.parse(c.body) as unknown);
const signedInUser = () => api.endpoints.getMe.select()(store.getState()).data;

describe('the two-factor step of signing in', () => {
  it('asks for the app code after the password, says a wrong code under the field, and signs in with the right one', async () => {
    const user = await passwordStep();
    const field = screen.getByLabelText('Authentication code');
    expect(field.getAttribute('autocomplete')).toBe('one-time-code');
    expect(field.getAttribute('inputmode')).toBe('numeric');
    // No session yet: the password step alone signed nobody in.
    expect(signedInUser()).toBeUndefined();

    await user.type(field, '12{Enter}');
    await waitFor(() => expect(errorOf(field)).toBe('Enter the 6-digit code from your authenticator app.'));
    expect(codeCalls()).toEqual([]);

    codeAnswers.push(codeError('That code is not right. Enter the current code from your authenticator app, or a recovery code.'));
    await user.clear(field);
    await user.type(field, '000000{Enter}');
    await waitFor(() => expect(errorOf(field)).toContain('That code is not right.'));
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(signedInUser()).toBeUndefined();

    codeAnswers.push(json(200, { user: me }));
    await user.clear(field);
    await user.type(field, '123456{Enter}');
    await waitFor(() => expect(signedInUser()).toEqual(me));
    expect(codeCalls()).toEqual([
      { challenge: 'challenge-1', code: '000000' },
      { challenge: 'challenge-1', code: '123456' },
    ]);
  });

  it('takes a recovery code instead, and says a lock as for passwords', async () => {
    const user = await passwordStep();
    await user.click(screen.getByRole('button', { name: 'Use a recovery code' }));
    const field = screen.getByLabelText('Recovery code');
    expect(field.getAttribute('inputmode')).toBe('text');

    const lock = 'Account locked after 5 failed sign-in attempts. Try again in 15 minutes (after 2026-03-04T12:15:00.000Z).';
    codeAnswers.push(json(423, { error: { code: 'account_locked', message: lock } }));
    await user.type(field, 'abcde-fghjk{Enter}');
    await waitFor(() => expect(errorOf(field)).toBe(lock));
    expect(signedInUser()).toBeUndefined();
    expect(codeCalls()).toEqual([{ challenge: 'challenge-1', code: 'abcde-fghjk' }]);

    await user.click(screen.getByRole('button', { name: 'Use your authenticator app' }));
    expect(screen.getByLabelText('Authentication code')).toBeTruthy();
  });

  it('answers with a passkey instead of a code where the browser has passkeys', async () => {
    vi.stubGlobal('PublicKeyCredential', class {});
    const answer = { id: 'cred-1', rawId: 'cred-1', type: 'public-key', response: { clientDataJSON: 'e30' }, clientExtensionResults: {} };
    browser.startAuthentication.mockResolvedValueOnce(answer);
    const user = await passwordStep();
    await user.click(screen.getByRole('button', { name: 'Use a passkey' }));
    await waitFor(() => expect(signedInUser()).toEqual(me));
    expect(browser.startAuthentication).toHaveBeenCalledWith({ optionsJSON: { challenge: 'pk' } });
    const bodies = calls.filter((c) => c.url.startsWith('/api/auth/sign-in/2fa/passkey')).map((c) => JSON.parse(c.body) as unknown);
    expect(bodies).toEqual([{ challenge: 'challenge-1' }, { challenge: 'challenge-1', ceremony: 'c-2fa', credential: answer }]);
  });

  it('goes back to the password step when the sign-in has expired', async () => {
    const user = await passwordStep();
    codeAnswers.push(json(401, { error: { code: 'two_factor_expired', message: 'This sign-in has expired. Sign in with your password again.' } }));
    await user.type(screen.getByLabelText('Authentication code'), '123456{Enter}');
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Two-factor code' })).toBeNull();
  });
});
