// @vitest-environment happy-dom
import { api, createAppStore } from '@provana/api-client';
import { UiProvider } from '@provana/ui';
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { Provider } from 'react-redux';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DeleteAccountDialog } from './delete-account-dialog';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const me = { id: 2, email: 'b@example.com', name: 'b', role: 'tester', executiveId: 2, timeZone: 'UTC' };
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let container: HTMLDivElement;
let root: Root;
let store: ReturnType<typeof createAppStore>;
const calls: { method: string; url: string; body: string }[] = [];
let deleteAnswer: () => Response;

beforeEach(() => {
  // Relative API paths resolve against the page's address.
  (window as unknown as { happyDOM?: { setURL: (url: string) => void } }).happyDOM?.setURL('http://127.0.0.1/dashboard/daily-brief');
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
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
  act(() => root.unmount());
  container.remove();
  vi.unstubAllGlobals();
});

async function render(element: ReactNode) {
  await act(async () => {
    await store.dispatch(api.endpoints.getMe.initiate());
  });
  await act(async () => root.render(<Provider store={store}><UiProvider>{element}</UiProvider></Provider>));
}

const password = () => document.getElementById('delete-account-password') as HTMLInputElement;
async function submitWith(value: string) {
  await act(async () => {
    const input = password();
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
  await act(async () => {
    (document.getElementById('delete-account-form') as HTMLFormElement).requestSubmit();
    await new Promise((r) => setTimeout(r, 20));
  });
}

describe('the Delete my account dialog', () => {
  it('asks for the password, and says so when the server refuses it, keeping the session', async () => {
    deleteAnswer = () => json(403, { error: { code: 'wrong_password', message: 'That password is not correct. Your account was not deleted.', field: 'password' } });
    await render(<DeleteAccountDialog open onClose={() => undefined} />);
    expect(document.querySelector('[role="alertdialog"]')?.textContent).toContain('Delete your account?');

    await submitWith('');
    expect(document.querySelector('[role="alert"]')?.textContent).toBe('Enter your password to delete your account.');
    expect(calls.filter((c) => c.method === 'DELETE')).toEqual([]);

    await submitWith('wrong-one');
    expect(calls.find((c) => c.method === 'DELETE')).toEqual({ method: 'DELETE', url: '/api/executive/2/account', body: JSON.stringify({ password: 'wrong-one' }) });
    expect(document.querySelector('[role="alert"]')?.textContent).toBe('That password is not correct. Your account was not deleted.');
    expect(password().getAttribute('aria-invalid')).toBe('true');
    expect(api.endpoints.getMe.select()(store.getState()).data).toEqual(me);
  });

  it('signs out (the session is forgotten) once the account is deleted', async () => {
    deleteAnswer = () => json(200, { success: true });
    window.localStorage.setItem('provana.user', JSON.stringify(me));
    await render(<DeleteAccountDialog open onClose={() => undefined} />);
    await submitWith('correct-horse');
    expect(api.endpoints.getMe.select()(store.getState()).data).toBeNull();
    expect(window.localStorage.getItem('provana.user')).toBeNull();
  });
});
