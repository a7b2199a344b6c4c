// Reminders as the browser's own notifications: only after the executive asked for
// them with a click in Settings (the permission prompt is never shown on load), and only while they
// keep them on. The permission is the browser's; the choice is remembered in localStorage.
import { type KeyValueStore, browserStore, readKey, removeKey, storageKeys, writeKey } from '../lib/storage-keys';

export type BrowserNotificationState = 'unsupported' | 'off' | 'denied' | 'on';

type NotificationApi = Pick<typeof Notification, 'permission' | 'requestPermission'> & (new (title: string, options?: NotificationOptions) => unknown);

const notificationApi = (): NotificationApi | undefined => (typeof Notification === 'undefined' ? undefined : Notification);

export function browserNotificationState(api = notificationApi(), store: KeyValueStore | undefined = browserStore()): BrowserNotificationState {
  if (!api) return 'unsupported';
  if (api.permission === 'denied') return 'denied';
  return api.permission === 'granted' && readKey(storageKeys.reminderNotifications, store) === 'on' ? 'on' : 'off';
}

/** Asks the browser (call it from a click only) and remembers a yes. */
export async function allowBrowserNotifications(api = notificationApi(), store: KeyValueStore | undefined = browserStore()): Promise<BrowserNotificationState> {
  if (!api) return 'unsupported';
  const permission = api.permission === 'granted' ? 'granted' : await api.requestPermission();
  if (permission === 'granted') writeKey(storageKeys.reminderNotifications, 'on', store);
  return browserNotificationState(api, store);
}

export function turnOffBrowserNotifications(store: KeyValueStore | undefined = browserStore()): void {
  removeKey(storageKeys.reminderNotifications, store);
}

/** Shows one when the executive allowed them; `tag` keeps a reminder to one notification. */
export function showBrowserNotification(
  reminder: { key: string; title: string; detail: string },
  api = notificationApi(),
  store: KeyValueStore | undefined = browserStore(),
): boolean {
  if (!api || browserNotificationState(api, store) !== 'on') return false;
  try {
    new api(reminder.title, { body: reminder.detail, tag: reminder.key });
    return true;
  } catch {
    // Some browsers allow them only from a service worker: the toast and the bell still show it.
    return false;
  }
}
