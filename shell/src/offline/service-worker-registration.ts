// Registers the one service worker (scope '/') through workbox-window, which waits for the page's load
// event, so it never competes with the first screen. A worker installed during an earlier visit takes
// over at the start of the next page (never in the middle of one), and that page says so: a worker
// installed over another leaves a marker, read here at start and whenever the controller changes. The
// first worker of a browser takes control of the page that registered it: the page then asks again
// for what it shows, through the worker, so this very visit is readable offline.
// The ES2017 module rather than the package's default ES5 build: half the bytes on the first screen.
import { Workbox } from 'workbox-window/Workbox.js';
import { META_CACHE, UPDATED_KEY } from './cache-names';

async function takeUpdatedMarker(): Promise<boolean> {
  if (!(await caches.has(META_CACHE))) return false;
  return (await caches.open(META_CACHE)).delete(UPDATED_KEY);
}

export function registerServiceWorker({ onUpdated, onFirstControl }: { onUpdated: () => void; onFirstControl: () => void }): void {
  if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
  const announceUpdate = () =>
    void takeUpdatedMarker().then(
      (updated) => updated && onUpdated(),
      () => undefined,
    );
  let controlled = navigator.serviceWorker.controller !== null;
  announceUpdate();
  const workbox = new Workbox('/sw.js', { scope: '/' });
  // Only a worker that was already waiting when this page started is told to take over now.
  workbox.addEventListener('waiting', (event) => {
    if (event.wasWaitingBeforeRegister) workbox.messageSkipWaiting();
  });
  workbox.addEventListener('controlling', () => {
    if (controlled) return announceUpdate();
    controlled = true;
    onFirstControl();
  });
  workbox.register().catch((error: unknown) => console.warn('The service worker could not be registered', error));
}
