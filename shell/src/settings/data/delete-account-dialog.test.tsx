// @vitest-environment happy-dom
import { api, createAppStore, StoreProvider } from '@provana/api-client';
import { UiProvider } from '@provana/ui';
import { act, cleanup, render as renderInDom, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorOf } from '../../../test/field-description';
import { DeleteAccountDialog } from './delete-account-dialog';

const me = { id: 2, email: 'b@example.com', name: 'b', role: 'tester', executiveId: 2, timeZone: 'UTC' };
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let store: ReturnType<typeof createAppStore>;
const calls: { method: string; url: string; body: string }[] = [];
let deleteAnswer: () => Response;

beforeEach(() => {
  // Relative API paths resolve against the page's address.
  (window as unknown as { happyDOM?: { setURL: (url: string) => void } }).happyDOM?.setURL('http://127.0.0.1/dashboard/daily-brief');
  store = createAppStore(api);
  calls.length = 0;
  vi.stubGlobal('fetch', async (input: Request) => {
    const body = await input.clone().text();
    calls.push({ method: input.method, url: new URL(input.url).pathname, body });
    if (input.method === 'DELETE') return deleteAnswer();
    return json(200, { user: me });
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function render(element: ReactNode) {
  await act(async () => {
    await store.dispatch(api.endpoints.getMe.initiate());
  });
  renderInDom(
    <StoreProvider store={store}>
      <UiProvider>{element}</UiProvider>
    </StoreProvider>,
  );
}

const password = () => screen.getByLabelText<HTMLInputElement>('Your password');
const deletes = () => calls.filter((c) => c.method === 'DELETE');

/** Types the password (or leaves it empty) and presses Enter in the field, as the executive would. */
async function submitWith(value: string) {
  const user = userEvent.setup();
  await user.clear(password());
  await user.type(password(), `${value}{Enter}`);
}

describe('the Delete my account dialog', () => {
  it('asks for the password, and says so when the server refuses it, keeping the session', async () => {
    deleteAnswer = () =>
      json(403, { error: { code: 'wrong_password', message: 'That password is not correct. Your account was not deleted.', field: 'password' } });
    await render(<DeleteAccountDialog open onClose={() => undefined} />);
    expect(screen.getByRole('alertdialog').textContent).toContain('Delete your account?');
    // The password field has the focus on open.
    await waitFor(() => expect(document.activeElement).toBe(password()));

    await submitWith('');
    await waitFor(() => expect(errorOf(password())).toBe('Enter your password to delete your account.'));
    expect(deletes()).toEqual([]);

    await submitWith('wrong-one');
    await waitFor(() => expect(deletes()).toEqual([{ method: 'DELETE', url: '/api/executive/2/account', body: JSON.stringify({ password: 'wrong-one' }) }]));
    await waitFor(() => expect(errorOf(password())).toBe('That password is not correct. Your account was not deleted.'));
    expect(password().getAttribute('aria-invalid')).toBe('true');
    expect(api.endpoints.getMe.select()(store.getState()).data).toEqual(me);
  });

  it('signs out (the session is forgotten) once the account is deleted', async () => {
    const user = userEvent.setup();
    deleteAnswer = () => json(200, { success: true });
    window.localStorage.setItem('provana.user', JSON.stringify(me));
    await render(<DeleteAccountDialog open onClose={() => undefined} />);
    await user.type(password(), 'correct-horse');
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    await waitFor(() => expect(api.endpoints.getMe.select()(store.getState()).data).toBeNull());
    expect(deletes().map((c) => c.body)).toEqual([JSON.stringify({ password: 'correct-horse' })]);
    expect(window.localStorage.getItem('provana.user')).toBeNull();
  });
});
