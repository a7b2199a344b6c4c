// @vitest-environment happy-dom
// "Sign in with a passkey" with the browser's prompt stubbed: the signed answer goes back with its
// ceremony and Remember me, and the session query then holds the user; without WebAuthn no button.
import { api, createAppStore, StoreProvider } from '@provana/api-client';
import { UiProvider } from '@provana/ui';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PasskeySignInButton } from './passkey-sign-in-button';

const browser = vi.hoisted(() => ({ startRegistration: vi.fn(), startAuthentication: vi.fn() }));
vi.mock('@simplewebauthn/browser', () => browser);

const me = { id: 1, email: 'demo@provana.app', name: 'demo', role: 'tester', executiveId: 1, timeZone: 'UTC', twoFactorEnabled: false };
const ANSWER = {
  id: 'cred-1',
  rawId: 'cred-1',
  type: 'public-key',
  response: { clientDataJSON: 'e30', authenticatorData: 'AA', signature: 'AA' },
  clientExtensionResults: {},
};
let calls: { url: string; body: string }[];
let store: ReturnType<typeof createAppStore>;

beforeEach(() => {
  (window as unknown as { happyDOM?: { setURL: (url: string) => void } }).happyDOM?.setURL('http://127.0.0.1/');
  store = createAppStore(api);
  calls = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const call = { url: new URL(request.url).pathname, body: await request.text() };
    calls.push(call);
    if (call.url === '/api/auth/passkeys/sign-in/options') return Response.json({ ceremony: 'c-9', options: { challenge: 'xyz' } });
    if (call.url === '/api/auth/sign-in/passkey') return Response.json({ user: me });
    return Response.json({ error: { code: 'unexpected', message: 'unexpected' } }, { status: 500 });
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function renderButton() {
  await act(async () => {
    render(
      <StoreProvider store={store}>
        <UiProvider>
          <PasskeySignInButton rememberMe />
        </UiProvider>
      </StoreProvider>,
    );
  });
}

describe('signing in with a passkey', () => {
  it('sends the signed answer with its ceremony and Remember me, and stores the session', async () => {
    vi.stubGlobal('PublicKeyCredential', class {});
    browser.startAuthentication.mockResolvedValueOnce(ANSWER);
    await renderButton();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign in with a passkey' }));
    await waitFor(() => expect(api.endpoints.getMe.select()(store.getState()).data).toEqual(me));
    expect(browser.startAuthentication).toHaveBeenCalledWith({ optionsJSON: { challenge: 'xyz' } });
    expect(calls.filter((c) => c.url === '/api/auth/sign-in/passkey').map((c) => JSON.parse(c.body) as unknown)).toEqual([
      { ceremony: 'c-9', credential: ANSWER, rememberMe: true },
    ]);
  });

  it('is not offered where the browser has no passkeys', async () => {
    await renderButton();
    expect(screen.queryByRole('button', { name: 'Sign in with a passkey' })).toBeNull();
  });
});
