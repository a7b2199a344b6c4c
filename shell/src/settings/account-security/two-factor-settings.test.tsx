// @vitest-environment happy-dom
// Settings → Security → Two-factor authentication as the executive uses it: turning it on with the
// QR code or the key and a code, the recovery codes shown once (Done only after "I saved these
// codes"), turning it off with the password and a code, and the loading and failure states.
import { api, createAppStore, StoreProvider } from '@provana/api-client';
import { UiProvider } from '@provana/ui';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorOf } from '../../../test/field-description';
import { TwoFactorSettings } from './two-factor-settings';

const json = (status: number, body: unknown) => Response.json(body, { status });
const CODES = Array.from({ length: 10 }, (_, i) => `abcd${i}-efgh${i}`);
const SETUP = {
  uri: 'otpauth://totp/Provana:a%40b.test?secret=JBSWY3DPEHPK3PXP',
  key: 'JBSW Y3DP EHPK 3PXP',
  qrSvg: '<svg xmlns="http://www.w3.org/2000/svg"></svg>',
};

let calls: { method: string; url: string; body: string }[];
let answers: Record<string, (Response | Promise<Response>)[]>;
let store: ReturnType<typeof createAppStore>;

beforeEach(() => {
  (window as unknown as { happyDOM?: { setURL: (url: string) => void } }).happyDOM?.setURL('http://127.0.0.1/dashboard/daily-brief');
  store = createAppStore(api);
  calls = [];
  answers = {};
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const call = { method: request.method, url: new URL(request.url).pathname, body: await request.text() };
    calls.push(call);
    return answers[call.url]?.shift() ?? json(500, { error: { code: 'unexpected', message: `no answer for ${call.url}` } });
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function renderSection() {
  await act(async () => {
    render(
      <StoreProvider store={store}>
        <UiProvider>
          <TwoFactorSettings />
        </UiProvider>
      </StoreProvider>,
    );
  });
  return userEvent.setup();
}

const section = () => within(screen.getByTestId('settings-two-factor'));
const posted = (url: string) => calls.filter((c) => c.method === 'POST' && c.url === url).map((c) => JSON.parse(c.body) as unknown);

describe('Two-factor authentication in Settings', () => {
  it('turns on with a code from the app and shows the recovery codes once, Done only after they are saved', async () => {
    answers['/api/auth/2fa'] = [json(200, { totpEnabled: false, recoveryCodesLeft: 0 })];
    answers['/api/auth/2fa/totp/setup'] = [json(200, SETUP)];
    answers['/api/auth/2fa/totp/confirm'] = [
      json(400, {
        error: {
          code: 'invalid_two_factor_code',
          message: 'That code is not right. Enter the current 6-digit code your app shows for Provana.',
          field: 'code',
        },
      }),
      json(200, { recoveryCodes: CODES }),
    ];
    const user = await renderSection();
    await user.click(await section().findByRole('button', { name: 'Turn on' }));

    const dialog = within(await screen.findByRole('dialog', { name: 'Turn on two-factor sign-in' }));
    const qr = await dialog.findByRole('img', { name: 'QR code that adds Provana to your authenticator app' });
    expect(qr.getAttribute('src')).toBe(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(SETUP.qrSvg)}`);
    expect(dialog.getByTestId('two-factor-key').textContent).toBe('JBSW Y3DP EHPK 3PXP');
    const code = dialog.getByLabelText('3. Enter the 6-digit code the app shows');
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');

    await user.type(code, '12{Enter}');
    await waitFor(() => expect(errorOf(code)).toBe('Enter the 6-digit code your app shows for Provana.'));
    expect(posted('/api/auth/2fa/totp/confirm')).toEqual([]);
    await user.clear(code);
    await user.type(code, '111111{Enter}');
    await waitFor(() => expect(errorOf(code)).toContain('That code is not right.'));
    await user.clear(code);
    await user.type(code, '222222{Enter}');

    const codesDialog = within(await screen.findByRole('dialog', { name: 'Save your recovery codes' }));
    const list = codesDialog.getByRole('list', { name: 'Recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(CODES);
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(codesDialog.getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith(CODES.join('\n'));
    const done = codesDialog.getByRole('button', { name: 'Done' });
    expect(done.hasAttribute('disabled')).toBe(true);
    await user.click(await codesDialog.findByText('I saved these codes'));
    await waitFor(() => expect(done.hasAttribute('disabled')).toBe(false));
    await user.click(done);

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(section().getByText('On')).toBeTruthy();
    expect(section().getByText(/10 of 10 recovery codes left/)).toBeTruthy();
    expect(posted('/api/auth/2fa/totp/confirm')).toEqual([{ code: '111111' }, { code: '222222' }]);
  });

  it('turns off only with the password and a code, saying a wrong password at its field', async () => {
    answers['/api/auth/2fa'] = [json(200, { totpEnabled: true, recoveryCodesLeft: 2 })];
    answers['/api/auth/2fa/disable'] = [
      json(403, { error: { code: 'wrong_password', message: 'That password is not correct.', field: 'password' } }),
      json(200, { totpEnabled: false, recoveryCodesLeft: 0 }),
    ];
    const user = await renderSection();
    expect(await section().findByText(/2 of 10 recovery codes left: get new ones before they run out\./)).toBeTruthy();
    await user.click(section().getByRole('button', { name: 'Turn off' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Turn off two-factor sign-in?' }));
    const password = dialog.getByLabelText('Your password');
    const code = dialog.getByLabelText('Code from your app or a recovery code');

    await user.click(dialog.getByRole('button', { name: 'Turn off' }));
    await waitFor(() => expect(errorOf(password)).toBe('Enter your password.'));
    expect(errorOf(code)).toBe('Enter the 6-digit code from your app, or a recovery code.');
    expect(document.activeElement).toBe(password);
    await user.type(password, 'not-it');
    await user.type(code, '123456');
    await user.click(dialog.getByRole('button', { name: 'Turn off' }));
    await waitFor(() => expect(errorOf(password)).toBe('That password is not correct.'));
    expect(password.getAttribute('aria-invalid')).toBe('true');

    await user.clear(password);
    await user.type(password, 'correct-horse');
    await user.click(dialog.getByRole('button', { name: 'Turn off' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(section().getByText('Off')).toBeTruthy();
    expect(section().getByRole('button', { name: 'Turn on' })).toBeTruthy();
    expect(posted('/api/auth/2fa/disable')).toEqual([
      { password: 'not-it', code: '123456' },
      { password: 'correct-horse', code: '123456' },
    ]);
  });

  it('says when the status cannot be loaded, and Retry reads it again', async () => {
    let fail = (_answer: Response) => undefined as void;
    const failing = new Promise<Response>((resolve) => (fail = resolve));
    answers['/api/auth/2fa'] = [failing, json(200, { totpEnabled: false, recoveryCodesLeft: 0 })];
    const user = await renderSection();
    expect(section().getByRole('status').textContent).toContain('Loading two-factor sign-in...');
    fail(json(503, { error: { code: 'database_unavailable', message: 'The database is not reachable.' } }));
    const alert = await section().findByRole('alert');
    expect(alert.textContent).toContain('Two-factor sign-in could not be loaded');
    await user.click(section().getByRole('button', { name: 'Retry' }));
    expect(await section().findByRole('button', { name: 'Turn on' })).toBeTruthy();
  });
});
