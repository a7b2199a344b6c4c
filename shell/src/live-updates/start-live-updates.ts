// Live updates (changes made in another tab, on another device or by an assistant reach this page's
// data): loaded after the page has loaded and the browser is idle, so the first screen neither
// downloads nor runs its code; it then follows the signed-in workspace by itself.
import type { AppStore } from '@provana/api-client';

export function startLiveUpdatesLater(store: AppStore): void {
  if (typeof window === 'undefined' || typeof EventSource === 'undefined') return;
  const start = () => {
    import('@provana/api-client/live-updates')
      .then(({ startLiveUpdates }) => startLiveUpdates(store))
      // Without it the page still works; it only misses other people's changes until the next load.
      .catch(() => undefined);
  };
  const whenIdle = () => ('requestIdleCallback' in window ? window.requestIdleCallback(start, { timeout: 3_000 }) : setTimeout(start, 0));
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
