// Copies text with the async Clipboard API. 'failed' when it is missing or refused (an insecure
// origin, a denied permission): the caller then asks the user to copy by hand.
import { useCallback, useEffect, useRef, useState } from 'react';

export type CopyState = 'idle' | 'copied' | 'failed';

export function useCopyText(resetAfterMs = 4000): { state: CopyState; copy: (text: string) => Promise<void> } {
  const [state, setState] = useState<CopyState>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = useCallback(
    async (text: string) => {
      clearTimeout(timer.current);
      try {
        // The Clipboard API is missing outside secure contexts, whatever the types say.
        const clipboard = navigator.clipboard as Clipboard | undefined;
        if (!clipboard) throw new Error('Clipboard unavailable');
        await clipboard.writeText(text);
        setState('copied');
        timer.current = setTimeout(() => setState('idle'), resetAfterMs);
      } catch {
        setState('failed');
      }
    },
    [resetAfterMs],
  );
  return { state, copy };
}
