// Once signed in, the account's theme wins over the browser's copy (another device may have changed
// it); signed out, the page keeps the last one. Importing the store also starts System's live
// following of prefers-color-scheme.
import type { SessionUser } from '@provana/contracts';
import { useEffect } from 'react';
import { chosenTheme } from './theme';
import { themeStore } from './theme-store';

export function useServerTheme(user: SessionUser | null | undefined): void {
  const signedIn = Boolean(user);
  const server = user?.theme;
  useEffect(() => {
    if (signedIn) themeStore.set(chosenTheme(server, true, themeStore.get().theme));
  }, [signedIn, server]);
}
