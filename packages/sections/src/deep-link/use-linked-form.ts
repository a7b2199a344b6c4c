// A form a link opens (`?new=decision`): runs `open` once (useLinkAction), then, as soon as the form
// is mounted with the returned callback ref (on its container or the form itself, also when the form
// is lazily loaded), scrolls to it and focuses its first field. Already open: focused at once.
// Every such form writes, so a Viewer's link only clears the parameter.
import { useCanWrite } from '@provana/api-client';
import { useCallback, useRef } from 'react';
import { focusFirstField } from './reveal';
import { useLinkAction } from './use-link-action';

export function useLinkedForm<T extends HTMLElement = HTMLElement>(param: string, value: string, open: () => void, ready = true) {
  const node = useRef<T | null>(null);
  const focusPending = useRef(false);
  const canWrite = useCanWrite();
  useLinkAction(
    param,
    value,
    () => {
      if (!canWrite) return;
      if (node.current) focusFirstField(node.current);
      else focusPending.current = true;
      open();
    },
    ready,
  );
  return useCallback((element: T | null) => {
    node.current = element;
    if (element && focusPending.current) {
      focusPending.current = false;
      focusFirstField(element);
    }
  }, []);
}
