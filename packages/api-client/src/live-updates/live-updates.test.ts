// The browser's parts are faked at the boundary: EventSource (a stream the test speaks for) and Web
// Locks (one holder per name, waiters in order). BroadcastChannel is Node's own.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LiveUpdate } from '@provana/contracts/live-events';
import { createProvanaApi } from '../create-provana-api';
import { createAppStore } from '../store';
import { FIRST_RETRY_MS, SILENCE_MS, openLiveStream, type EventSourceLike } from './live-stream';
import { joinSharedStream, type BrowserParts, type LockManagerLike } from './share-between-tabs';
import { parseUpdate, tagsForUpdate, tagsForUpdates } from './update-tags';
import { BATCH_MS, startLiveUpdates } from './index';

class FakeEventSource implements EventSourceLike {
  static opened: FakeEventSource[] = [];
  listeners = new Map<string, ((event: MessageEvent<string>) => void)[]>();
  closed = false;
  constructor(public url: string) {
    FakeEventSource.opened.push(this);
  }
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.closed = true;
  }
  emit(type: string, data = '', lastEventId = '') {
    for (const listener of this.listeners.get(type) ?? []) listener({ data, lastEventId } as MessageEvent<string>);
  }
  update(update: LiveUpdate, id: string) {
    this.emit('update', JSON.stringify(update), id);
  }
}

function fakeLocks(): LockManagerLike {
  const queues = new Map<string, { callback: () => Promise<void>; resolve: () => void; reject: (e: unknown) => void; signal: AbortSignal }[]>();
  const held = new Set<string>();
  const grant = (name: string) => {
    const queue = queues.get(name) ?? [];
    if (held.has(name) || queue.length === 0) return;
    const next = queue.shift()!;
    held.add(name);
    void next.callback().finally(() => {
      held.delete(name);
      next.resolve();
      grant(name);
    });
  };
  return {
    request: (name, { signal }, callback) =>
      new Promise<void>((resolve, reject) => {
        const entry = { callback, resolve, reject, signal };
        queues.set(name, [...(queues.get(name) ?? []), entry]);
        signal.addEventListener('abort', () => {
          const queue = queues.get(name) ?? [];
          if (queue.includes(entry)) {
            queues.set(
              name,
              queue.filter((e) => e !== entry),
            );
            reject(new DOMException('aborted', 'AbortError'));
          }
        });
        grant(name);
      }),
  };
}

const parts = (locks: LockManagerLike | undefined): BrowserParts => ({
  locks,
  createChannel: (name) => new BroadcastChannel(name) as unknown as ReturnType<NonNullable<BrowserParts['createChannel']>>,
  createEventSource: (url) => new FakeEventSource(url),
  random: () => 1,
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

beforeEach(() => {
  FakeEventSource.opened = [];
});
afterEach(() => {
  vi.useRealTimers();
});

describe('what an update invalidates', () => {
  it('a changed priority: the item, its list and the views built from priorities', () => {
    expect(tagsForUpdate({ kind: 'change', domain: 'Priority', id: 12 })).toEqual([
      { type: 'Priority', id: 12 },
      { type: 'Priority', id: 'LIST' },
      'Leadership',
      'DailyBrief',
      'Notifications',
      'Calendar',
    ]);
  });

  it('a change without an id (a private item this person does not see) invalidates only the list and its views', () => {
    expect(tagsForUpdate({ kind: 'change', domain: 'MemoryNote' })).toEqual([{ type: 'MemoryNote', id: 'LIST' }, 'DailyBrief']);
  });

  it('a kind keyed by names (the team) is invalidated whole', () => {
    expect(tagsForUpdate({ kind: 'change', domain: 'Team', id: 3 })).toEqual(['Team', 'TeamVoiceLog', 'CoachingPrompts', 'DailyBrief', 'Notifications']);
  });

  it('a reload invalidates all the workspace data but not the person’s own devices', () => {
    const tags = tagsForUpdate({ kind: 'reload' });
    expect(tags).toContain('DailyBrief');
    expect(tags).toContain('Priority');
    expect(tags).not.toContain('PushDevice');
  });

  it('updates applied together name each tag once, and a kind invalidated whole covers its items', () => {
    const tags = tagsForUpdates([
      { kind: 'change', domain: 'Priority', id: 1 },
      { kind: 'change', domain: 'Priority', id: 1 },
      { kind: 'change', domain: 'Calendar' },
    ]);
    expect(tags.filter((t) => t === 'DailyBrief')).toHaveLength(1);
    expect(tags).toContainEqual({ type: 'Priority', id: 1 });
    expect(tags).toContain('CalendarEvent');
  });

  it('reads an event: a change, a reload, an unknown kind as a reload, and junk as nothing', () => {
    expect(parseUpdate('{"kind":"change","domain":"Goal","id":4}')).toEqual({ kind: 'change', domain: 'Goal', id: 4 });
    expect(parseUpdate('{"kind":"reload"}')).toEqual({ kind: 'reload' });
    expect(parseUpdate('{"kind":"change","domain":"Spaceship"}')).toEqual({ kind: 'reload' });
    expect(parseUpdate('not json')).toBeNull();
  });
});

describe('one stream kept open', () => {
  it('reopens after an error with a growing delay, resuming after the last event, and starts over once open', () => {
    vi.useFakeTimers();
    const updates: LiveUpdate[] = [];
    const stream = openLiveStream({ url: '/changes', onUpdate: (u) => updates.push(u), createEventSource: (url) => new FakeEventSource(url), random: () => 1 });
    const first = FakeEventSource.opened[0]!;
    first.emit('open');
    first.update({ kind: 'change', domain: 'Goal', id: 2 }, 'abc-7');
    expect(updates).toEqual([{ kind: 'change', domain: 'Goal', id: 2 }]);
    first.emit('error');
    expect(first.closed).toBe(true);
    vi.advanceTimersByTime(FIRST_RETRY_MS - 1);
    expect(FakeEventSource.opened).toHaveLength(1);
    vi.advanceTimersByTime(1);
    const second = FakeEventSource.opened[1]!;
    expect(second.url).toBe('/changes?lastEventId=abc-7');
    // Refused again: twice as long.
    second.emit('error');
    vi.advanceTimersByTime(2 * FIRST_RETRY_MS - 1);
    expect(FakeEventSource.opened).toHaveLength(2);
    vi.advanceTimersByTime(1);
    const third = FakeEventSource.opened[2]!;
    third.emit('open');
    third.emit('error');
    vi.advanceTimersByTime(FIRST_RETRY_MS);
    expect(FakeEventSource.opened).toHaveLength(4);
    stream.close();
    expect(FakeEventSource.opened[3]!.closed).toBe(true);
  });

  it('reopens a stream that went silent (no heartbeat), and not one that keeps beating', () => {
    vi.useFakeTimers();
    const stream = openLiveStream({ url: '/changes', onUpdate: () => undefined, createEventSource: (url) => new FakeEventSource(url), random: () => 1 });
    const first = FakeEventSource.opened[0]!;
    first.emit('open');
    vi.advanceTimersByTime(SILENCE_MS - 1000);
    first.emit('ping');
    vi.advanceTimersByTime(SILENCE_MS - 1000);
    expect(first.closed).toBe(false);
    vi.advanceTimersByTime(1000 + FIRST_RETRY_MS);
    expect(first.closed).toBe(true);
    expect(FakeEventSource.opened).toHaveLength(2);
    stream.close();
  });
});

describe('one stream per browser, shared by its tabs', () => {
  it('opens one stream for two tabs, and each hears every update', async () => {
    const locks = fakeLocks();
    const heardA: LiveUpdate[] = [];
    const heardB: LiveUpdate[] = [];
    const leaveA = joinSharedStream({ executiveId: 5, url: '/changes', onUpdate: (u) => heardA.push(u), parts: parts(locks) });
    const leaveB = joinSharedStream({ executiveId: 5, url: '/changes', onUpdate: (u) => heardB.push(u), parts: parts(locks) });
    await settle();
    expect(FakeEventSource.opened).toHaveLength(1);
    FakeEventSource.opened[0]!.update({ kind: 'change', domain: 'Priority', id: 9 }, 'e-3');
    await settle();
    expect(heardA).toEqual([{ kind: 'change', domain: 'Priority', id: 9 }]);
    expect(heardB).toEqual([{ kind: 'change', domain: 'Priority', id: 9 }]);
    leaveA();
    leaveB();
  });

  it('when the tab holding the stream closes, another opens it and resumes after the last event', async () => {
    const locks = fakeLocks();
    const leaveA = joinSharedStream({ executiveId: 6, url: '/changes', onUpdate: () => undefined, parts: parts(locks) });
    const heardB: LiveUpdate[] = [];
    const leaveB = joinSharedStream({ executiveId: 6, url: '/changes', onUpdate: (u) => heardB.push(u), parts: parts(locks) });
    await settle();
    FakeEventSource.opened[0]!.update({ kind: 'change', domain: 'Decision', id: 1 }, 'e-8');
    await settle();
    leaveA();
    await settle();
    expect(FakeEventSource.opened[0]!.closed).toBe(true);
    expect(FakeEventSource.opened).toHaveLength(2);
    expect(FakeEventSource.opened[1]!.url).toBe('/changes?lastEventId=e-8');
    FakeEventSource.opened[1]!.update({ kind: 'reload' }, 'e-9');
    expect(heardB).toEqual([{ kind: 'change', domain: 'Decision', id: 1 }, { kind: 'reload' }]);
    leaveB();
  });

  it('without Web Locks each tab has its own stream', async () => {
    const leaveA = joinSharedStream({ executiveId: 7, url: '/changes', onUpdate: () => undefined, parts: parts(undefined) });
    const leaveB = joinSharedStream({ executiveId: 7, url: '/changes', onUpdate: () => undefined, parts: parts(undefined) });
    await settle();
    expect(FakeEventSource.opened).toHaveLength(2);
    leaveA();
    leaveB();
  });
});

describe('startLiveUpdates', () => {
  it('follows the signed-in workspace and refetches what an update invalidates, once for updates that arrive together', async () => {
    const requests: string[] = [];
    const fetchFn = vi.fn(async (input: RequestInfo | URL) => {
      requests.push(new Request(input).url);
      return new Response(JSON.stringify({ items: [], count: 0 }), { headers: { 'Content-Type': 'application/json' } });
    });
    const api = createProvanaApi({ baseUrl: 'http://127.0.0.1:9', fetchFn });
    const store = createAppStore(api);
    const stop = startLiveUpdates(store, { api, parts: parts(fakeLocks()) });
    await settle();
    expect(FakeEventSource.opened).toHaveLength(0);
    store.dispatch(api.util.upsertQueryData('getMe', undefined, { id: 1, email: 'a@b.c', name: 'A', role: 'tester', executiveId: 3, timeZone: 'UTC' }));
    await settle();
    expect(FakeEventSource.opened.map((s) => s.url)).toEqual(['/api/executive/3/changes']);
    const bell = store.dispatch(api.endpoints.getNotifications.initiate(3));
    await bell;
    const before = requests.filter((url) => url.includes('/notifications')).length;
    FakeEventSource.opened[0]!.update({ kind: 'change', domain: 'Decision', id: 1 }, 'e-1');
    FakeEventSource.opened[0]!.update({ kind: 'change', domain: 'Decision', id: 2 }, 'e-2');
    await new Promise((resolve) => setTimeout(resolve, BATCH_MS + 50));
    expect(requests.filter((url) => url.includes('/notifications')).length).toBe(before + 1);
    // Signed out: the stream closes.
    store.dispatch(api.util.upsertQueryData('getMe', undefined, null));
    await settle();
    expect(FakeEventSource.opened[0]!.closed).toBe(true);
    bell.unsubscribe();
    stop();
  });
});
