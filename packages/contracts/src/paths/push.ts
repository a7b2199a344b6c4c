import { ex } from './executive';

export const pushPaths = {
  /** GET: the server's VAPID public key, for PushManager.subscribe's applicationServerKey. */
  pushKey: (id: number) => `${ex(id)}/push/key`,
  /** GET this account's devices in the workspace; POST a device's subscription (the same endpoint again updates it). */
  pushSubscriptions: (id: number) => `${ex(id)}/push/subscriptions`,
  /** DELETE: the device gets no more reminders. */
  pushSubscription: (id: number, subscriptionId: number) => `${ex(id)}/push/subscriptions/${subscriptionId}`,
  /** GET / PUT { showDetails }: whether the lock screen shows the reminder's title. */
  pushSettings: (id: number) => `${ex(id)}/push/settings`,
} as const;
