// The one toaster (spec section 9): at most 1 visible, 5000 ms auto-close, F8 focuses the
// toast region, viewport at most 420 px wide from md up. Chakra has no swipe threshold or
// long remove delay (its removeDelay only holds a closed toast for the exit animation).
// The store is created here; the region and its machines (toaster-view.tsx, a few KB gzipped)
// load on the first toast, not with the design system: the toast store keeps the toast, and the
// region shows the store's visible toasts when it mounts.
import { Suspense, lazy, useEffect, useState } from 'react';
import { createToaster } from '@chakra-ui/react';

export const TOAST_DURATION_MS = 5000;

export const toaster = createToaster({
  placement: 'bottom-end',
  max: 1,
  duration: TOAST_DURATION_MS,
  hotkey: ['F8'],
  pauseOnPageIdle: true,
});

export type NotifyType = 'success' | 'error' | 'info' | 'warning';

export interface NotifyOptions {
  title: string;
  description?: string;
  type: NotifyType;
}

/** Shows a toast. A new toast replaces the visible one (max 1 visible, newest wins). */
export function notify({ title, description, type }: NotifyOptions): string {
  toaster.dismiss();
  return toaster.create({ title, description, type, closable: true });
}

const ToasterView = lazy(() => import('./toaster-view'));

/** Mounts the toast region once the first toast exists (and keeps it from then on). */
export function Toaster() {
  const [needed, setNeeded] = useState(() => toaster.getVisibleToasts().length > 0);
  useEffect(() => {
    if (needed) return undefined;
    if (toaster.getVisibleToasts().length > 0) setNeeded(true);
    return toaster.subscribe(() => setNeeded(true));
  }, [needed]);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <ToasterView />
    </Suspense>
  );
}
