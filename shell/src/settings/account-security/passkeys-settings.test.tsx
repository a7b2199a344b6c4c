// @vitest-environment happy-dom
// Settings → Security → Passkeys as the executive uses them, with the browser's passkey prompt
// stubbed: adding one (named), the browser's cancel said in words, renaming, removing after a
// question, and the empty state.
import { api, createAppStore, StoreProvider } from '@provana/api-client';
import { UiProvider } from '@provana/ui';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PasskeysSettings } from './passkeys-settings';

const browser = vi.hoisted(() => ({ startRegistration: vi.fn(), startAuthentication: vi.fn() }));
vi.mock('@simplewebauthn/browser', () => browser);

const json = (status: number, body: unknown) => Response.json(body, { status });
const CREDENTIAL = {
  id: 'cred-1',
  rawId: 'cred-1',
  type: 'public-key',
  response: { clientDataJSON: 'e30', attestationObject: 'AA' },
  clientExtensionResults: {},
};
const laptop = { id: 1, name: 'Work laptop', createdAt: '2026-03-04T12:00:00.000Z', lastUsedAt: null };

let calls: { method: string; url: string; body: string }[];
let answers: Record<string, Response[]>;

beforeEach(() => {
  (window as unknown as { happyDOM?: { setURL: (url: string) => void } }).happyDOM?.setURL('http://127.0.0.1/dashboard/daily-brief');
  vi.stubGlobal('PublicKeyCredential', class {});
  calls = [];
  answers = {};
  browser.startRegistration.mockReset();
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const call = { method: request.method, url: new URL(request.url).pathname, body: await request.text() };
    calls.push(call);
    return answers[`${call.method} ${call.url}`]?.shift() ?? json(500, { error: { code: 'unexpected', message: `no answer for ${call.url}` } });
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function renderSection() {
  await act(async () => {
    render(
      <StoreProvider store={createAppStore(api)}>
        <UiProvider>
          <PasskeysSettings />
        </UiProvider>
      </StoreProvider>,
    );
  });
  return userEvent.setup();
}

const section = () => within(screen.getByTestId('settings-passkeys'));
const bodies = (key: string) => calls.filter((c) => `${c.method} ${c.url}` === key).map((c) => JSON.parse(c.body) as unknown);

describe('Passkeys in Settings', () => {
  it('adds a named passkey through the browser prompt, and says a cancelled prompt in words', async () => {
    answers['GET /api/auth/passkeys'] = [json(200, { passkeys: [] })];
    answers['POST /api/auth/passkeys/registration/options'] = [
      json(200, { ceremony: 'c-1', options: { challenge: 'abc' } }),
      json(200, { ceremony: 'c-2', options: { challenge: 'def' } }),
    ];
    answers['POST /api/auth/passkeys/registration'] = [json(201, { passkeys: [laptop] })];
    const user = await renderSection();
    expect(await section().findByText('No passkeys yet.')).toBeTruthy();

    browser.startRegistration.mockRejectedValueOnce(Object.assign(new Error('cancelled'), { name: 'NotAllowedError' }));
    await user.click(section().getByRole('button', { name: 'Add a passkey' }));
    expect((await section().findByRole('alert')).textContent).toBe('The passkey request was cancelled or timed out.');
    expect(bodies('POST /api/auth/passkeys/registration')).toEqual([]);

    browser.startRegistration.mockResolvedValueOnce(CREDENTIAL);
    await user.type(section().getByLabelText('Name for a new passkey (optional)'), 'Work laptop');
    await user.click(section().getByRole('button', { name: 'Add a passkey' }));
    await waitFor(() => expect(section().getAllByTestId('passkey-row')).toHaveLength(1));
    expect(section().getByText('Work laptop')).toBeTruthy();
    expect(section().getByText(/not used yet/)).toBeTruthy();
    expect(browser.startRegistration).toHaveBeenLastCalledWith({ optionsJSON: { challenge: 'def' } });
    expect(bodies('POST /api/auth/passkeys/registration')).toEqual([{ ceremony: 'c-2', credential: CREDENTIAL, name: 'Work laptop' }]);
  });

  it('renames a passkey in place and removes one after asking', async () => {
    answers['GET /api/auth/passkeys'] = [json(200, { passkeys: [laptop] })];
    answers['PATCH /api/auth/passkeys/1'] = [json(200, { passkeys: [{ ...laptop, name: 'Old laptop' }] })];
    answers['DELETE /api/auth/passkeys/1'] = [json(200, { passkeys: [] })];
    const user = await renderSection();
    await user.click(await section().findByRole('button', { name: 'Rename Work laptop' }));
    const field = section().getByLabelText('Passkey name');
    await user.clear(field);
    await user.type(field, 'Old laptop{Enter}');
    expect(await section().findByText('Old laptop')).toBeTruthy();
    expect(bodies('PATCH /api/auth/passkeys/1')).toEqual([{ name: 'Old laptop' }]);

    await user.click(section().getByRole('button', { name: 'Remove Old laptop' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Remove this passkey?' }));
    await user.click(dialog.getByRole('button', { name: 'Remove' }));
    expect(await section().findByText('No passkeys yet.')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.url)).toEqual(['/api/auth/passkeys/1']);
  });
});
