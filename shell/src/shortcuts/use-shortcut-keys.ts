// Listens for the app's shortcuts on the whole document while the dashboard is shown.
import { useCanWrite } from '@provana/api-client';
import { useEffect, useRef } from 'react';
import { createShortcutHandler, type ShortcutActions } from './shortcut-handler';

export function useShortcutKeys(actions: Omit<ShortcutActions, 'canWrite'>) {
  const canWrite = useCanWrite();
  // The latest callbacks, without re-attaching the listener (which would drop a pending "g").
  const latest = useRef({ ...actions, canWrite: () => canWrite });
  latest.current = { ...actions, canWrite: () => canWrite };
  useEffect(() => {
    const handle = createShortcutHandler({
      navigate: (path) => latest.current.navigate(path),
      openPalette: () => latest.current.openPalette(),
      openShortcutList: () => latest.current.openShortcutList(),
      canWrite: () => latest.current.canWrite(),
    });
    document.addEventListener('keydown', handle);
    return () => document.removeEventListener('keydown', handle);
  }, []);
}
