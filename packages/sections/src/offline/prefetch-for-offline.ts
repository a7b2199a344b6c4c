// Loads the code of parts a section opens (its small, frequent forms) once the page is idle, so the
// service worker keeps it and the form opens offline. Only when a worker controls the page, or once one
// takes control: without a worker there is no cache to fill, and nothing is downloaded. Loading code
// renders nothing; a load that fails (offline) is tried again when the part opens.

/** `load` is the form's import (the one its lazyPart loads); a section calls this once it has shown. */
export function prefetchForOffline(load: () => Promise<unknown>): void {
  const worker = navigator.serviceWorker as ServiceWorkerContainer | undefined;
  const whenIdle = () => (window.requestIdleCallback ?? setTimeout)(() => void load().catch(() => undefined));
  if (worker?.controller) whenIdle();
  else worker?.addEventListener('controllerchange', whenIdle, { once: true });
}
