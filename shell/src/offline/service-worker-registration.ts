// Registers the one service worker (scope '/') once the page has loaded, so it never competes with the
// first screen. A worker installed during an earlier visit takes over at the start of the next page
// (never in the middle of one), and that page says so: a worker installed over another leaves a marker,
// read here at start and whenever the controller changes. The first worker of a browser takes
// control of the page that registered it: the page then asks again for what it shows, through the
// worker, so this very visit is readable offline.
import { META_CACHE, UPDATED_KEY } from './cache-names';

async function takeUpdatedMarker(): Promise<boolean> {
  if (!(await caches.has(META_CACHE))) return false;
  return (await caches.open(META_CACHE)).delete(UPDATED_KEY);
}

export function registerServiceWorker({ onUpdated, onFirstControl }: { onUpdated: () => void; onFirstControl: () => void }): void {
  if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
  const container = navigator.serviceWorker;
  const hadController = container.controller !== null;
  const announceUpdate = () =>
    void takeUpdatedMarker().then(
      (updated) => updated && onUpdated(),
      () => undefined,
    );
  let controlled = hadController;
  container.addEventListener('controllerchange', () => {
    if (controlled) return announceUpdate();
    controlled = true;
    onFirstControl();
  });
  announceUpdate();
  const register = async () => {
    const registration = await container.register('/sw.js', { scope: '/' });
    registration.waiting?.postMessage({ type: 'SKIP_WAITING' });
  };
  const start = () => register().catch((error: unknown) => console.warn('The service worker could not be registered', error));
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
