// @vitest-environment happy-dom
// Settings shows the owner's sections (Delegates, Activity, security, data, the assistant's consent)
// to the owner only; acting for someone, it keeps the person's own appearance and notifications and
// names the workspace's zone without offering to change it.
import { api, createAppStore, StoreProvider, switchWorkspace } from '@provana/api-client';
import { UiProvider } from '@provana/ui';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import SettingsDialog from './settings-dialog';

beforeEach(() => {
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(new Request(input, init).url).pathname;
    if (path.endsWith('/delegates')) return Response.json({ delegates: [], invitations: [], limit: 10 });
    if (path.endsWith('/activity')) return Response.json({ entries: [], nextCursor: null, people: [] });
    return Response.json({ error: { code: 'not_found', message: 'not under test' } }, { status: 404 });
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function renderSettings(acting: boolean) {
  const store = createAppStore();
  store.dispatch(
    api.util.upsertQueryEntries([
      { endpointName: 'getMe', arg: undefined, value: { id: 3, email: 'sam@example.com', name: 'Sam Lee', role: 'tester', executiveId: 30, timeZone: 'UTC' } },
    ]),
  );
  if (acting) store.dispatch(switchWorkspace(api, { executiveId: 1, name: 'Dana Reyes', role: 'viewer', timeZone: 'America/New_York' }));
  await act(async () => {
    render(
      <StoreProvider store={store}>
        <UiProvider>
          <SettingsDialog open onClose={() => undefined} />
        </UiProvider>
      </StoreProvider>,
    );
  });
}

describe('Settings for the owner and for a delegate', () => {
  it('shows the owner Delegates and Activity beside the time zone', async () => {
    await renderSettings(false);
    expect(await screen.findByRole('heading', { name: 'Delegates' }, { timeout: 10_000 })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Activity' }, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Time zone' })).toBeTruthy();
    for (const owners of ['Security', 'Your data']) expect(screen.getByRole('heading', { name: owners })).toBeTruthy();
  });

  it("keeps only the person's own settings while acting for someone", async () => {
    await renderSettings(true);
    expect(await screen.findByText(/Dates and times follow Dana Reyes's time zone/, {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText('America/New_York')).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Time zone' })).toBeNull();
    for (const owners of ['Delegates', 'Activity', 'Security', 'Your data']) expect(screen.queryByRole('heading', { name: owners })).toBeNull();
    expect(screen.getByRole('group', { name: 'Appearance' })).toBeTruthy();
  });
});
