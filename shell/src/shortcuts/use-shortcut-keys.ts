// Listens for the app's shortcuts on the whole document while the dashboard is shown.
import { useEffect, useRef } from 'react';
import { createShortcutHandler, type ShortcutActions } from './shortcut-handler';

export function useShortcutKeys(actions: ShortcutActions) {
  // The latest callbacks, without re-attaching the listener (which would drop a pending "g").
  const latest = useRef(actions);
  latest.current = actions;
  useEffect(() => {
    const handle = createShortcutHandler({
      navigate: (path) => latest.current.navigate(path),
      openPalette: () => latest.current.openPalette(),
      openShortcutList: () => latest.current.openShortcutList(),
    });
    document.addEventListener('keydown', handle);
    return () => document.removeEventListener('keydown', handle);
  }, []);
}
