// @vitest-environment happy-dom
// The bell and its reminder watcher as the executive meets them: a reminder that came due while the
// dashboard was closed is in the bell's count but not toasted; one that comes due while it is open is
// toasted (and shown as a browser notification when allowed) and the bell's count follows; opening
// the bell marks the listed reminders read, and closing it refreshes the count.
import { api, createAppStore, StoreProvider } from '@provana/api-client';
import type { DueReminder, Notification } from '@provana/contracts';
import { UiProvider } from '@provana/ui';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storageKeys } from '../lib/storage-keys';
import { NotificationsBell } from './notifications-bell';
import type * as Watcher from './reminder-watcher';
import type * as Ui from '@provana/ui';

const notify = vi.hoisted(() => vi.fn());
vi.mock('@provana/ui', async (original) => ({ ...(await original<typeof Ui>()), notify }));
// A short poll for the test; the product polls every 20 s.
vi.mock('./reminder-watcher', async (original) => {
  const mod = await original<typeof Watcher>();
  return { ...mod, default: () => mod.default({ pollMs: 40 }) };
});

const reminder = (key: string, title: string): DueReminder => ({
  key,
  kind: 'event',
  title,
  detail: 'In 15 minutes · 09:30',
  remindAt: '2025-03-12T09:15:00',
  startsAt: '2025-03-12T09:30:00',
});
const asNotification = (r: DueReminder): Notification => ({ id: r.key, kind: 'reminder', title: r.title, detail: r.detail, at: r.remindAt });

let due: DueReminder[];
let read: Set<string>;
let posts: string[][];
let dueReads: number;
const shown: { title: string; options?: NotificationOptions }[] = [];

class FakeNotification {
  static permission: NotificationPermission = 'granted';
  static requestPermission = vi.fn(async () => 'granted' as NotificationPermission);
  constructor(title: string, options?: NotificationOptions) {
    shown.push({ title, options });
  }
}

beforeEach(() => {
  due = [reminder('event-1-away', 'Came due while away')];
  read = new Set();
  posts = [];
  dueReads = 0;
  shown.length = 0;
  notify.mockClear();
  localStorage.setItem(storageKeys.reminderNotifications, 'on');
  vi.stubGlobal('Notification', FakeNotification);
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const url = new URL(request.url).pathname;
    const unread = due.filter((r) => !read.has(r.key));
    if (url === '/api/executive/7/reminders/due') {
      dueReads += 1;
      return Response.json({ items: unread });
    }
    if (url === '/api/executive/7/notifications') return Response.json({ count: unread.length, items: unread.map(asNotification) });
    if (url === '/api/executive/7/reminders/read' && request.method === 'POST') {
      const { keys } = (await request.json()) as { keys: string[] };
      posts.push(keys);
      keys.forEach((k) => read.add(k));
      return Response.json({ success: true });
    }
    return Response.json({ error: { code: 'not_found', message: url } }, { status: 404 });
  });
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

async function renderBell() {
  const store = createAppStore();
  await store.dispatch(api.util.upsertQueryData('getMe', undefined, { id: 1, email: 'a@b.test', name: 'A', role: 'tester', executiveId: 7, timeZone: 'UTC' }));
  render(
    <StoreProvider store={store}>
      <UiProvider>
        <NotificationsBell />
      </UiProvider>
    </StoreProvider>,
  );
  return store;
}

describe('reminders in the bell', () => {
  it('opens the bell at once, before the watcher has loaded', async () => {
    await renderBell();
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 1 new' }));
    // Well within the watcher's 4 s delay: the dialog does not wait for it.
    expect(await screen.findByText('Came due while away', {}, { timeout: 2000 })).toBeTruthy();
    expect(dueReads).toBe(0);
  });

  it(
    'counts one due while away without a toast, toasts one that comes due while open, and marks them read when the bell opens',
    { timeout: 20_000 },
    async () => {
      await renderBell();
      await screen.findByRole('button', { name: 'Notifications, 1 new' });
      // The watcher's first answers only remember what is already due.
      // The watcher loads a few seconds after the bell (notifications-bell.tsx).
      await waitFor(() => expect(dueReads).toBeGreaterThanOrEqual(2), { timeout: 8000 });
      expect(notify).not.toHaveBeenCalled();
      expect(shown).toEqual([]);

      await act(async () => {
        due = [...due, reminder('event-2-now', 'Budget review')];
      });
      await waitFor(() => expect(notify).toHaveBeenCalledWith({ type: 'info', title: 'Reminder: Budget review', description: 'In 15 minutes · 09:30' }));
      expect(notify).toHaveBeenCalledTimes(1);
      expect(shown).toEqual([{ title: 'Budget review', options: { body: 'In 15 minutes · 09:30', tag: 'event-2-now' } }]);
      await screen.findByRole('button', { name: 'Notifications, 2 new' });

      await userEvent.click(screen.getByRole('button', { name: 'Notifications, 2 new' }));
      await screen.findByText('Came due while away');
      await waitFor(() => expect(posts.map((keys) => [...keys].sort())).toEqual([['event-1-away', 'event-2-now']]));
      // Still listed while open; the count drops once the bell closes.
      expect(screen.getByText('Budget review')).toBeTruthy();
      await userEvent.click(screen.getAllByRole('button', { name: /close/i })[0] as HTMLElement);
      await screen.findByRole('button', { name: 'Notifications, none new' });
      expect(FakeNotification.requestPermission).not.toHaveBeenCalled();
    },
  );

  it("keeps the reminders it listed while open when the read mark's live update refetches the list", async () => {
    const store = await renderBell();
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 1 new' }));
    await screen.findByText('Came due while away');
    await waitFor(() => expect(posts).toEqual([['event-1-away']]));
    // What the live update of that write does in every tab, this one included.
    await act(async () => {
      await store.dispatch(api.util.invalidateTags(['Notifications']));
    });
    await waitFor(() => expect(api.endpoints.getNotifications.select(7)(store.getState()).data).toEqual({ count: 0, items: [] }));
    expect(screen.getByText('Came due while away')).toBeTruthy();
    expect(screen.queryByText("You're all caught up")).toBeNull();
    await userEvent.click(screen.getAllByRole('button', { name: /close/i })[0] as HTMLElement);
    await screen.findByRole('button', { name: 'Notifications, none new' });
    // Opened again, the list starts from the server's.
    await userEvent.click(screen.getByRole('button', { name: 'Notifications, none new' }));
    expect(await screen.findByText("You're all caught up")).toBeTruthy();
  });

  it('shows no browser notification unless the executive turned them on', { timeout: 20_000 }, async () => {
    localStorage.removeItem(storageKeys.reminderNotifications);
    await renderBell();
    await screen.findByRole('button', { name: 'Notifications, 1 new' });
    // The watcher loads a few seconds after the bell (notifications-bell.tsx).
    await waitFor(() => expect(dueReads).toBeGreaterThanOrEqual(2), { timeout: 8000 });
    due = [...due, reminder('event-3', 'Stand-up')];
    await waitFor(() => expect(notify).toHaveBeenCalledTimes(1));
    expect(shown).toEqual([]);
    expect(FakeNotification.requestPermission).not.toHaveBeenCalled();
  });
});
