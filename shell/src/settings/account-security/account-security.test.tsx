// @vitest-environment happy-dom
// Settings → Security as the person uses it: changing the password (a wrong current one said at its
// field, the other sessions signed out on success) and the sessions list (loading, error with Retry,
// "This device", signing out one or all others).
import { api, createAppStore, StoreProvider } from '@provana/api-client';
import type { AccountSession } from '@provana/contracts';
import { UiProvider } from '@provana/ui';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChangePasswordDialog } from './change-password-dialog';
import { SessionsList, lastUsedText } from './sessions-list';

const me = { id: 2, email: 'b@example.com', name: 'b', role: 'tester', executiveId: 2, timeZone: 'UTC' };
const json = (status: number, body: unknown) => Response.json(body, { status });
const session = (id: string, device: string, current: boolean, lastSeenAt = '2026-03-04T09:00:00.000Z'): AccountSession => ({
  id,
  device,
  current,
  createdAt: '2026-03-01T08:00:00.000Z',
  lastSeenAt,
  clientAddress: current ? '203.0.113.9' : null,
  persistent: true,
});

let calls: { method: string; url: string; body: string }[];
let answers: Record<string, () => Response>;

beforeEach(() => {
  (window as unknown as { happyDOM?: { setURL: (url: string) => void } }).happyDOM?.setURL('http://127.0.0.1/dashboard/daily-brief');
  calls = [];
  answers = {};
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const call = { method: request.method, url: new URL(request.url).pathname, body: await request.text() };
    calls.push(call);
    const answer = answers[`${call.method} ${call.url}`];
    if (answer) return answer();
    if (call.url === '/api/auth/me') return json(200, { user: me });
    return json(404, { error: { code: 'not_found', message: 'not under test' } });
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function show(element: ReactNode) {
  const store = createAppStore(api);
  await act(async () => {
    await store.dispatch(api.endpoints.getMe.initiate());
  });
  await act(async () => {
    render(
      <StoreProvider store={store}>
        <UiProvider>{element}</UiProvider>
      </StoreProvider>,
    );
  });
  return { user: userEvent.setup(), store };
}

const sentTo = (method: string, url: string) => calls.filter((c) => c.method === method && c.url === url);

describe('Change password', () => {
  it('says a wrong current password at its field, then changes it and reports the other sessions signed out', async () => {
    const onClose = vi.fn();
    answers['POST /api/auth/change-password'] = () =>
      json(400, { error: { code: 'wrong_password', message: 'currentPassword: is not correct', field: 'currentPassword' } });
    const { user } = await show(<ChangePasswordDialog open onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: 'Change password' });
    await user.type(within(dialog).getByLabelText(/^Current password/), 'wrong-one');
    await user.type(within(dialog).getByLabelText(/^New password/), 'a-new-password');
    await user.type(within(dialog).getByLabelText(/^Confirm new password/), 'a-new-password');
    await user.click(within(dialog).getByRole('button', { name: 'Change password' }));
    expect(await within(dialog).findByText('Current password is not correct')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();

    answers['POST /api/auth/change-password'] = () => json(200, { success: true, endedSessions: 2 });
    await user.clear(within(dialog).getByLabelText(/^Current password/));
    await user.type(within(dialog).getByLabelText(/^Current password/), 'right-one');
    await user.click(within(dialog).getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(await screen.findByText('2 other sessions were signed out. This device stays signed in.')).toBeTruthy();
    expect(sentTo('POST', '/api/auth/change-password').map((c) => JSON.parse(c.body) as unknown)).toEqual([
      { currentPassword: 'wrong-one', newPassword: 'a-new-password' },
      { currentPassword: 'right-one', newPassword: 'a-new-password' },
    ]);
  });

  it('checks the new password and its confirmation before sending', async () => {
    const { user } = await show(<ChangePasswordDialog open onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'Change password' });
    await user.type(within(dialog).getByLabelText(/^Current password/), 'current-one');
    await user.type(within(dialog).getByLabelText(/^New password/), 'short');
    await user.click(within(dialog).getByRole('button', { name: 'Change password' }));
    expect(await within(dialog).findByText('New password must be at least 8 characters')).toBeTruthy();
    await user.clear(within(dialog).getByLabelText(/^New password/));
    await user.type(within(dialog).getByLabelText(/^New password/), 'long-enough');
    await user.type(within(dialog).getByLabelText(/^Confirm new password/), 'not-the-same');
    await user.click(within(dialog).getByRole('button', { name: 'Change password' }));
    expect(await within(dialog).findByText("Confirm new password doesn't match the new password")).toBeTruthy();
    expect(sentTo('POST', '/api/auth/change-password')).toEqual([]);
  });
});

describe('Sessions', () => {
  it('lists the sessions with This device first; signs out one, then all others', async () => {
    answers['GET /api/auth/sessions'] = () =>
      json(200, { sessions: [session('s1', 'Firefox on Windows', true), session('s2', 'Safari on iOS', false), session('s3', 'Chrome on Android', false)] });
    answers['DELETE /api/auth/sessions/s2'] = () => json(200, { ended: 1 });
    answers['POST /api/auth/sessions/end-others'] = () => json(200, { ended: 1 });
    const { user } = await show(<SessionsList />);
    const list = await screen.findByRole('list', { name: 'Signed-in sessions' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringContaining('Firefox on WindowsThis deviceActive now · 203.0.113.9'),
      expect.stringContaining('Safari on iOSLast active Mar 4, 2026, 9:00 AM'),
      expect.stringContaining('Chrome on Android'),
    ]);
    await user.click(screen.getByRole('button', { name: 'Sign out Safari on iOS, last active mar 4, 2026, 9:00 am' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    expect(sentTo('DELETE', '/api/auth/sessions/s2')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Sign out of all other sessions' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    expect(sentTo('POST', '/api/auth/sessions/end-others')).toHaveLength(1);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Sign out of all other sessions' }).disabled).toBe(true);
  });

  it('says a failure with Retry, and loads again', async () => {
    answers['GET /api/auth/sessions'] = () =>
      json(503, { error: { code: 'service_unavailable', message: 'The database is unavailable; try again in a moment' } });
    const { user } = await show(<SessionsList />);
    expect(await screen.findByText('Your sessions could not be loaded')).toBeTruthy();
    expect(screen.getByText('The database is unavailable; try again in a moment')).toBeTruthy();
    answers['GET /api/auth/sessions'] = () => json(200, { sessions: [session('s1', 'Firefox on Windows', true)] });
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('list', { name: 'Signed-in sessions' })).toBeTruthy();
  });

  it('words the last use: now for this device or within minutes, else the date in the executive’s zone', () => {
    const now = Date.parse('2026-03-04T12:00:00Z');
    expect(lastUsedText({ lastSeenAt: '2026-03-01T12:00:00Z', current: true }, 'UTC', now)).toBe('Active now');
    expect(lastUsedText({ lastSeenAt: '2026-03-04T11:57:00Z', current: false }, 'UTC', now)).toBe('Active now');
    expect(lastUsedText({ lastSeenAt: '2026-03-04T09:00:00Z', current: false }, 'Asia/Tokyo', now)).toBe('Last active Mar 4, 2026, 6:00 PM');
  });
});
