// Every localStorage key the shell reads or writes, in one place.
export const storageKeys = {
  /** The spec's saved user (only cleared here: the session itself lives in an HttpOnly cookie). */
  user: 'provana.user',
  /** Whether "Remember me" was ticked last time, to prefill the checkbox. */
  rememberMe: 'provana.rememberMe',
  onboardingSeen: 'provana.onboardingSeen',
  /** YYYY-MM-DD of the last day the greeting was shown. */
  greetingDay: 'provana.greetingDay',
  /** The appearance (system | light | dark): a copy of the account's, read before the first paint (public/theme-init.js). */
  theme: 'provana.theme',
  /** 'on' once the executive allowed reminders as browser notifications (Settings). */
  reminderNotifications: 'provana.reminderNotifications',
  /** The account whose API answers the service worker keeps (another account's are deleted first). */
  offlineOwner: 'provana.offline.owner',
  /** ISO instant of the last API answer received online: the offline note's "as of". */
  offlineSyncedAt: 'provana.offline.syncedAt',
  /** The id of this browser's device in the Web Push list (marked "this device", unsubscribed when removed). */
  pushDeviceId: 'provana.push.deviceId',
  /** Prefix of the developer override of one remote's remoteEntry.js URL. */
  remoteOverridePrefix: 'provana.remote.',
} as const;

/** The minimal Storage surface we use, so tests can pass a Map-backed fake. */
export type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** localStorage when it is usable; private modes and sandboxed frames may throw on access. */
export function browserStore(): KeyValueStore | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

/** Reads a key, treating an unusable store as empty. */
export function readKey(key: string, store: KeyValueStore | undefined = browserStore()): string | null {
  try {
    return store?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeKey(key: string, value: string, store: KeyValueStore | undefined = browserStore()): void {
  try {
    store?.setItem(key, value);
  } catch {
    // A full or blocked store only costs the once-per-day/once-ever memory; nothing to recover.
  }
}

export function removeKey(key: string, store: KeyValueStore | undefined = browserStore()): void {
  try {
    store?.removeItem(key);
  } catch {
    // See writeKey.
  }
}

/** Logout clears the user and the remember-me flag (spec section 4), keeping onboarding and greeting markers. */
export function clearSessionKeys(store: KeyValueStore | undefined = browserStore()): void {
  removeKey(storageKeys.user, store);
  removeKey(storageKeys.rememberMe, store);
}

/** A Map-backed store for tests. */
export function memoryStore(initial: Record<string, string> = {}): KeyValueStore & { dump(): Record<string, string> } {
  const map = new Map(Object.entries(initial));
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, String(value)),
    removeItem: (key) => void map.delete(key),
    dump: () => Object.fromEntries(map),
  };
}
