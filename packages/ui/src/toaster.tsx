// The one toaster (spec section 9): at most 1 visible, 5000 ms auto-close, F8 focuses the
// toast region, viewport at most 420 px wide from md up. Chakra has no swipe threshold or
// long remove delay (its removeDelay only holds a closed toast for the exit animation).
// The toast store, region and machines (toaster-view.tsx, a few KB gzipped) load on the first
// toast, not with the design system; the region shows the store's visible toasts when it mounts.
import { Suspense, lazy, useSyncExternalStore } from 'react';
import { lazyModule } from './lazy/lazy-module';

export const TOAST_DURATION_MS = 5000;

export type NotifyType = 'success' | 'error' | 'info' | 'warning';

export interface NotifyOptions {
  title: string;
  description?: string;
  type: NotifyType;
}

const loadView = lazyModule(() => import('./toaster-view'));
const ToasterView = lazy(loadView);

let requested = false;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** Shows a toast. A new toast replaces the visible one (max 1 visible, newest wins). */
export function notify(options: NotifyOptions): void {
  if (!requested) {
    requested = true;
    listeners.forEach((listener) => listener());
  }
  loadView().then(
    (view) => view.showToast(options),
    (error: unknown) => console.error('The toast could not be shown', error),
  );
}

/** Mounts the toast region once the first toast is asked for (and keeps it from then on). */
export function Toaster() {
  const needed = useSyncExternalStore(
    subscribe,
    () => requested,
    () => false,
  );
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <ToasterView />
    </Suspense>
  );
}
