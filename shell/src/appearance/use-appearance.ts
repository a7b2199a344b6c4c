// The appearance for any screen (Settings, the command palette's "Switch theme"): the chosen theme,
// what it shows on this device, and setTheme, which applies at once, keeps the browser's copy and
// stores it on the account. When the server refuses, the previous theme comes back and the promise
// rejects with the API's error (formatApiError words it). The appearance is the signed-in person's
// own: stored on their own workspace even while acting for someone.
import type { ResolvedTheme, Theme } from '@provana/contracts';
import { useSessionUser } from '@provana/api-client';
import { useSetAppearanceMutation } from '@provana/api-client/settings';
import { useCallback, useSyncExternalStore } from 'react';
import { themeStore } from './theme-store';

export interface Appearance {
  theme: Theme;
  resolved: ResolvedTheme;
  setTheme(theme: Theme): Promise<void>;
}

export function useAppearance(): Appearance {
  const { theme, resolved } = useSyncExternalStore(themeStore.subscribe, themeStore.get, themeStore.get);
  const executiveId = useSessionUser().user?.executiveId;
  const [save] = useSetAppearanceMutation();
  const setTheme = useCallback(
    async (next: Theme) => {
      const previous = themeStore.get().theme;
      themeStore.set(next);
      if (executiveId === undefined) return;
      try {
        await save({ executiveId, theme: next }).unwrap();
      } catch (error) {
        themeStore.set(previous);
        throw error;
      }
    },
    [executiveId, save],
  );
  return { theme, resolved, setTheme };
}
