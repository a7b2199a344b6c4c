// @vitest-environment happy-dom
// The time-zone part of Settings as the executive uses it: search narrows the list, choosing a zone
// updates the local time line, Save sends the choice; nothing is sent before Save.
import { api, createAppStore, StoreProvider } from '@provana/api-client';
import { UiProvider } from '@provana/ui';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorOf } from '../../test/field-description';
import SettingsDialog from './settings-dialog';

const TIME_ZONE_URL = '/api/executive/7/time-zone';
let calls: { method: string; url: string; body: string }[];
let timeZoneAnswer: (body: string) => Response;

beforeEach(() => {
  // Noon UTC: 7:00 AM in New York, 9:00 PM in Tokyo. Only the clock is fake; the dialog's timers run.
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-03-04T12:00:00Z') });
  calls = [];
  timeZoneAnswer = (body) => Response.json({ timeZone: (JSON.parse(body) as { timeZone: string }).timeZone });
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const call = { method: request.method, url: new URL(request.url).pathname, body: await request.text() };
    calls.push(call);
    if (call.method === 'PUT' && call.url === TIME_ZONE_URL) return timeZoneAnswer(call.body);
    // The assistant and data sections' own reads are not under test here.
    return Response.json({ error: { code: 'not_found', message: 'not under test' } }, { status: 404 });
  });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

async function renderDialog() {
  const store = createAppStore();
  // Signed in before Settings opens, as in the shell.
  await store.dispatch(
    api.util.upsertQueryData('getMe', undefined, { id: 1, email: 'a@b.test', name: 'A', role: 'tester', executiveId: 7, timeZone: 'America/New_York' }),
  );
  const onClose = vi.fn();
  render(
    <StoreProvider store={store}>
      <UiProvider>
        <SettingsDialog open onClose={onClose} />
      </UiProvider>
    </StoreProvider>,
  );
  const zone = screen.getByRole('combobox', { name: 'Time zone' }) as HTMLSelectElement;
  const options = () =>
    within(zone)
      .getAllByRole('option')
      .map((o) => o.textContent);
  return { onClose, zone, options, search: screen.getByRole('searchbox', { name: 'Search time zones' }) };
}

const localTimeLine = () => screen.getByText(/^Local time in /).textContent;
const puts = () => calls.filter((c) => c.method === 'PUT');

describe('the time zone in Settings', () => {
  it('opens on the current zone with its local time, the zone list focused', async () => {
    const { zone, options } = await renderDialog();
    expect(screen.getByRole('dialog', { name: 'Settings' })).toBeTruthy();
    expect(zone.value).toBe('America/New_York');
    expect(options().length).toBeGreaterThan(50);
    expect(localTimeLine()).toBe('Local time in America/New_York: 7:00 AM');
    await waitFor(() => expect(document.activeElement).toBe(zone));
  });

  it('narrows the list to what is typed (spaces match underscores), keeping the chosen zone listed', async () => {
    const user = userEvent.setup();
    const { search, options } = await renderDialog();
    await user.type(search, 'tokyo');
    expect(options()).toEqual(['America/New_York', 'Asia/Tokyo']);
    await user.clear(search);
    await user.type(search, 'los angeles');
    expect(options()).toEqual(['America/New_York', 'America/Los_Angeles']);
  });

  it('choosing a zone updates the local time line at once, and sends nothing before Save', async () => {
    const user = userEvent.setup();
    const { search, zone } = await renderDialog();
    await user.type(search, 'tokyo');
    await user.selectOptions(zone, 'Asia/Tokyo');
    expect(localTimeLine()).toBe('Local time in Asia/Tokyo: 9:00 PM');
    expect(puts()).toEqual([]);
  });

  it("'Use this browser's time zone' chooses the browser's zone", async () => {
    const user = userEvent.setup();
    await renderDialog();
    const useBrowser = screen.getByRole('button', { name: "Use this browser's time zone (UTC)" });
    await user.click(useBrowser);
    expect(localTimeLine()).toBe('Local time in UTC: 12:00 PM');
    expect(useBrowser.hasAttribute('disabled')).toBe(true);
  });

  it('Save sends the chosen zone and closes', async () => {
    const user = userEvent.setup();
    const { search, zone, onClose } = await renderDialog();
    await user.type(search, 'tokyo');
    await user.selectOptions(zone, 'Asia/Tokyo');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    // (The shell closes the dialog on the first call; this test keeps it open, so a second close request may follow.)
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(puts()).toEqual([{ method: 'PUT', url: TIME_ZONE_URL, body: JSON.stringify({ timeZone: 'Asia/Tokyo' }) }]);
  });

  it('keeps the choice and says why under it when the server refuses it; a new choice clears that', async () => {
    const user = userEvent.setup();
    timeZoneAnswer = () =>
      Response.json({ error: { code: 'validation_error', message: 'timeZone: is not a time zone this server knows', field: 'timeZone' } }, { status: 400 });
    const { search, zone, onClose } = await renderDialog();
    await user.type(search, 'tokyo');
    await user.selectOptions(zone, 'Asia/Tokyo');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(errorOf(zone)).toBe('Time zone is not a time zone this server knows'));
    expect(zone.value).toBe('Asia/Tokyo');
    expect(zone.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(zone));
    expect(onClose).not.toHaveBeenCalled();

    await user.clear(search);
    await user.type(search, 'berlin');
    await user.selectOptions(zone, 'Europe/Berlin');
    expect(zone.hasAttribute('aria-invalid')).toBe(false);
    expect(errorOf(zone)).toBe('');
  });

  it('says a failure that names no field in an alert, keeping the choice', async () => {
    const user = userEvent.setup();
    timeZoneAnswer = () =>
      Response.json({ error: { code: 'service_unavailable', message: 'The database is unavailable; try again in a moment' } }, { status: 503 });
    const { search, zone, onClose } = await renderDialog();
    await user.type(search, 'tokyo');
    await user.selectOptions(zone, 'Asia/Tokyo');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const message = await screen.findByText('The database is unavailable; try again in a moment');
    expect(message.closest('[role="alert"]')).not.toBeNull();
    expect(zone.value).toBe('Asia/Tokyo');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('Escape closes without saving', async () => {
    const user = userEvent.setup();
    const { onClose } = await renderDialog();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledOnce();
    expect(puts()).toEqual([]);
  });
});
