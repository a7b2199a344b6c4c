// @vitest-environment happy-dom
// Settings → Appearance as the executive uses it: the stored theme checked, a choice applied to <html>
// and saved at once with exactly { theme }, a refusal putting the stored theme back and saying why.
import { api, createAppStore, StoreProvider } from '@provana/api-client';
import { UiProvider } from '@provana/ui';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storageKeys } from '../../lib/storage-keys';
import { themeStore } from '../../appearance/theme-store';
import { AppearanceChoice } from './appearance-choice';

const URL_7 = '/api/executive/7/appearance';
let calls: { method: string; url: string; body: string }[];
let answer: (body: string) => Response;

beforeEach(() => {
  calls = [];
  answer = (body) => Response.json(JSON.parse(body));
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const call = { method: request.method, url: new URL(request.url).pathname, body: await request.text() };
    calls.push(call);
    if (call.method === 'PUT' && call.url === URL_7) return answer(call.body);
    return Response.json({ error: { code: 'not_found', message: 'not under test' } }, { status: 404 });
  });
  themeStore.set('light');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function renderChoice() {
  const store = createAppStore();
  await store.dispatch(
    api.util.upsertQueryData('getMe', undefined, { id: 1, email: 'a@b.test', name: 'A', role: 'tester', executiveId: 7, timeZone: 'UTC', theme: 'light' }),
  );
  render(
    <StoreProvider store={store}>
      <UiProvider>
        <AppearanceChoice />
      </UiProvider>
    </StoreProvider>,
  );
  return store;
}

const radio = (name: string) => screen.getByRole<HTMLInputElement>('radio', { name });
const checked = () =>
  screen
    .getAllByRole<HTMLInputElement>('radio')
    .filter((r) => r.checked)
    .map((r) => r.value);

describe('Settings → Appearance', () => {
  it('offers System, Light and Dark under the legend "Appearance", the stored theme checked', async () => {
    await renderChoice();
    expect(screen.getByRole('group', { name: 'Appearance' })).toBeTruthy();
    expect(screen.getAllByRole('radio').map((r) => r.closest('label')?.textContent)).toEqual(['System (follows this device)', 'Light', 'Dark']);
    expect(checked()).toEqual(['light']);
  });

  it('applies Dark to the page at once and saves exactly { theme: "dark" } on the account', async () => {
    const user = userEvent.setup();
    const store = await renderChoice();
    await user.click(radio('Dark'));
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    expect(document.documentElement.style.colorScheme).toBe('dark');
    expect(localStorage.getItem(storageKeys.theme)).toBe('dark');
    await screen.findByText('Appearance saved.');
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([{ method: 'PUT', url: URL_7, body: '{"theme":"dark"}' }]);
    expect(checked()).toEqual(['dark']);
    // The cached session carries it, so the next sign-in check agrees.
    expect(api.endpoints.getMe.select()(store.getState()).data?.theme).toBe('dark');
  });

  it('puts the stored theme back and says why when the server refuses', async () => {
    const user = userEvent.setup();
    answer = () => Response.json({ error: { code: 'validation_error', message: 'theme: Invalid option', field: 'theme' } }, { status: 400 });
    await renderChoice();
    await user.click(radio('Dark'));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Your appearance was not saved');
    await waitFor(() => expect(checked()).toEqual(['light']));
    expect(document.documentElement.classList.contains('dark')).toBe(false);
    expect(localStorage.getItem(storageKeys.theme)).toBe('light');
    expect(screen.getByRole('group', { name: 'Appearance' }).getAttribute('aria-describedby')).toBe('settings-appearance-error');
  });

  it('sends nothing when the checked theme is chosen again', async () => {
    const user = userEvent.setup();
    await renderChoice();
    await user.click(radio('Light'));
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);
  });
});
