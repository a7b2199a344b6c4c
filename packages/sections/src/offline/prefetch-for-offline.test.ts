// @vitest-environment happy-dom
// A section's forms are fetched into the worker's cache only while a worker controls the page, once
// the page is idle.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { prefetchForOffline } from './prefetch-for-offline';

let idle: (() => void)[];
const runIdle = () => {
  for (const task of idle.splice(0)) task();
};

/** A service-worker container whose controller the test sets, announcing a change like the browser. */
function worker(controlled: boolean) {
  const container = Object.assign(new EventTarget(), { controller: controlled ? {} : null });
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: container });
  return {
    takeControl: () => {
      container.controller = {};
      container.dispatchEvent(new Event('controllerchange'));
    },
  };
}

beforeEach(() => {
  idle = [];
  vi.stubGlobal('requestIdleCallback', (task: () => void) => idle.push(task));
});
afterEach(() => {
  vi.unstubAllGlobals();
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: undefined });
});

describe('prefetchForOffline', () => {
  it('loads once the page is idle when a worker controls it', () => {
    worker(true);
    const load = vi.fn(() => Promise.resolve());
    prefetchForOffline(load);
    expect(load).not.toHaveBeenCalled();
    runIdle();
    expect(load).toHaveBeenCalledOnce();
  });

  it('waits for a worker to take control: without one there is no cache to fill', () => {
    const { takeControl } = worker(false);
    const load = vi.fn(() => Promise.resolve());
    prefetchForOffline(load);
    runIdle();
    expect(load).not.toHaveBeenCalled();
    takeControl();
    runIdle();
    expect(load).toHaveBeenCalledOnce();
  });

  it('loads nothing where there is no service worker', () => {
    const load = vi.fn(() => Promise.resolve());
    prefetchForOffline(load);
    runIdle();
    expect(load).not.toHaveBeenCalled();
  });

  it('leaves a load that fails (offline) to the part, which tries again when it opens', async () => {
    worker(true);
    const load = vi.fn(() => Promise.reject(new Error('Loading chunk 841 failed.')));
    prefetchForOffline(load);
    runIdle();
    await expect(load.mock.results[0]?.value).rejects.toThrow('841');
  });
});
