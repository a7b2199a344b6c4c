// Registers the one service worker (scope '/') once the page has loaded, so it never competes with the
// first screen. A worker installed during an earlier visit takes over at the start of the next page
// (never in the middle of one), and that page says so. The first worker of a browser takes control of
// the page that registered it: the page then asks again for what it shows, through the worker, so this
// very visit is readable offline.
export function registerServiceWorker({ onUpdated, onFirstControl }: { onUpdated: () => void; onFirstControl: () => void }): void {
  if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
  const container = navigator.serviceWorker;
  const hadController = container.controller !== null;
  let announced = false;
  container.addEventListener('controllerchange', () => {
    if (announced) return;
    announced = true;
    if (hadController) onUpdated();
    else onFirstControl();
  });
  const register = async () => {
    const registration = await container.register('/sw.js', { scope: '/' });
    registration.waiting?.postMessage({ type: 'SKIP_WAITING' });
  };
  const start = () => register().catch((error: unknown) => console.warn('The service worker could not be registered', error));
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
