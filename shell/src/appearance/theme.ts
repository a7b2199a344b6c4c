// The theme logic the page applies, kept pure where it can be: which theme is chosen (the server's
// after sign-in, else the browser's copy, else System), what it resolves to on this device, and how
// <html> shows it. public/theme-init.js repeats resolve + apply before the first paint (no React yet):
// keep the two in step (theme.test.ts checks the script against these functions).
import type { ResolvedTheme, Theme } from '@provana/contracts';
import { readKey, storageKeys, writeKey, type KeyValueStore } from '../lib/storage-keys';

export const DARK_QUERY = '(prefers-color-scheme: dark)';

export function isTheme(value: unknown): value is Theme {
  return value === 'system' || value === 'light' || value === 'dark';
}

/** The browser's copy, System when absent or unreadable. */
export function readLocalTheme(store?: KeyValueStore): Theme {
  const value = readKey(storageKeys.theme, store);
  return isTheme(value) ? value : 'system';
}

export function writeLocalTheme(theme: Theme, store?: KeyValueStore): void {
  writeKey(storageKeys.theme, theme, store);
}

/** The server's value wins once signed in (a session user without one is on System). */
export function chosenTheme(server: Theme | undefined, signedIn: boolean, local: Theme): Theme {
  return signedIn ? (server ?? 'system') : local;
}

export function resolveTheme(theme: Theme, prefersDark: boolean): ResolvedTheme {
  return theme === 'system' ? (prefersDark ? 'dark' : 'light') : theme;
}

/** Chakra's dark condition is the `dark` class on an ancestor; color-scheme darkens native controls and scrollbars. */
export function applyResolvedTheme(resolved: ResolvedTheme, root: HTMLElement): void {
  root.classList.toggle('dark', resolved === 'dark');
  root.style.colorScheme = resolved;
}
