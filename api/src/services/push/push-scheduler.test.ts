// The scheduler alone, on fake timers: a round per interval, never two at once, and none after stop,
// which waits for the round in flight (the shutdown closes the database only after it).
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Repositories } from '../../db/repositories';
import { manualClock } from '../../lib/clock';
import { startPushReminders } from './push-scheduler';

afterEach(() => {
  vi.useRealTimers();
});

function fakeDeps(workspacesWithDevices: () => Promise<{ executiveId: number; timeZone: string }[]>) {
  const repos = { pushSubscriptions: { workspacesWithDevices } } as unknown as Repositories;
  const vapid = vi.fn(() => Promise.reject(new Error('no round should need the key without devices')));
  return { repos, clock: manualClock(new Date('2025-03-12T09:00:00Z')), vapid, fetch: { allowLoopback: false } };
}

describe('push reminder scheduler', () => {
  it('runs one round per interval, costing one query and no key while no device exists, and none after stop', async () => {
    vi.useFakeTimers();
    const lookups = vi.fn(() => Promise.resolve([]));
    const deps = fakeDeps(lookups);
    const scheduler = startPushReminders(deps, 1000);
    await vi.advanceTimersByTimeAsync(3000);
    expect(lookups).toHaveBeenCalledTimes(3);
    expect(deps.vapid).not.toHaveBeenCalled();
    await scheduler.stop();
    await vi.advanceTimersByTimeAsync(5000);
    expect(lookups).toHaveBeenCalledTimes(3);
  });

  it('does not start a round while one is running, and stop waits for it', async () => {
    vi.useFakeTimers();
    let finish: (value: []) => void = () => undefined;
    const lookups = vi.fn(() => new Promise<[]>((resolve) => (finish = resolve)));
    const scheduler = startPushReminders(fakeDeps(lookups), 1000);
    await vi.advanceTimersByTimeAsync(4500);
    expect(lookups).toHaveBeenCalledTimes(1);
    let stopped = false;
    const stopping = scheduler.stop().then(() => (stopped = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    finish([]);
    await stopping;
    expect(stopped).toBe(true);
    expect(lookups).toHaveBeenCalledTimes(1);
  });
});
