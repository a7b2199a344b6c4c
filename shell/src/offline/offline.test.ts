// The offline note's words, and the worker's copies of API answers belonging to one account.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { memoryStore, storageKeys } from '../lib/storage-keys';
import { API_CACHE } from './cache-names';
import { claimOfflineAnswers } from './offline-answers';
import { offlineNoteText } from './offline-note';
import { urlsToWarm } from './warm-worker-caches';

afterEach(() => vi.unstubAllGlobals());

describe('offlineNoteText', () => {
  it("says when the last answer came, on the executive's clock", () => {
    expect(offlineNoteText(new Date('2026-11-27T08:12:00Z'), 'Europe/Berlin')).toBe('Offline · as of 09:12');
    expect(offlineNoteText(new Date('2026-11-27T08:12:00Z'), 'America/New_York')).toBe('Offline · as of 03:12');
    expect(offlineNoteText(null, 'UTC')).toBe('Offline');
  });
});

describe('claimOfflineAnswers', () => {
  function browser(initial: Record<string, string>) {
    const store = memoryStore(initial);
    vi.stubGlobal('window', { localStorage: store });
    const caches = { delete: vi.fn(async () => true) } as unknown as CacheStorage;
    return { store, caches };
  }

  it('keeps the answers of the account they belong to', async () => {
    const { store, caches } = browser({ [storageKeys.offlineOwner]: '7', [storageKeys.offlineSyncedAt]: '2026-11-27T08:12:00.000Z' });
    await claimOfflineAnswers(7, caches);
    expect(caches.delete).not.toHaveBeenCalled();
    expect(store.dump()[storageKeys.offlineSyncedAt]).toBe('2026-11-27T08:12:00.000Z');
  });

  it('deletes them when another person signs in, and records the new owner', async () => {
    const { store, caches } = browser({ [storageKeys.offlineOwner]: '7', [storageKeys.offlineSyncedAt]: '2026-11-27T08:12:00.000Z' });
    await claimOfflineAnswers(8, caches);
    expect(caches.delete).toHaveBeenCalledWith(API_CACHE);
    expect(store.dump()).toEqual({ [storageKeys.offlineOwner]: '8' });
  });

  it('deletes them at sign-out', async () => {
    const { store, caches } = browser({ [storageKeys.offlineOwner]: '7' });
    await claimOfflineAnswers(null, caches);
    expect(caches.delete).toHaveBeenCalledWith(API_CACHE);
    expect(store.dump()).toEqual({});
  });
});

describe('urlsToWarm', () => {
  const origin = 'https://app.test';
  const entry = (name: string, initiatorType = 'fetch') => ({ name, initiatorType });

  it("asks again for the page's API reads and the remotes' files, once each, through the worker", () => {
    const urls = urlsToWarm(
      [
        entry(`${origin}/api/auth/me`),
        entry(`${origin}/api/executive/1/daily-brief`),
        entry(`${origin}/api/executive/1/daily-brief`),
        entry(`${origin}/remotes.json`),
        entry(`${origin}/remotes/mf-brief/remoteEntry.js`, 'script'),
      ],
      origin,
    );
    expect(urls).toEqual([
      `${origin}/api/auth/me`,
      `${origin}/api/executive/1/daily-brief`,
      `${origin}/remotes.json`,
      `${origin}/remotes/mf-brief/remoteEntry.js`,
    ]);
  });

  it('leaves out other origins, streams, sign-in, reminders and what a script or image loaded from the API', () => {
    const urls = urlsToWarm(
      [
        entry('https://cdn.test/remotes/mf-brief/remoteEntry.js', 'script'),
        entry(`${origin}/api/executive/1/changes`),
        entry(`${origin}/api/auth/login`),
        entry(`${origin}/api/executive/1/reminders/due`),
        entry(`${origin}/api/executive/1/voice/notes/4/audio`, 'audio'),
        entry(`${origin}/api/executive/1/avatar`, 'img'),
      ],
      origin,
    );
    expect(urls).toEqual([]);
  });
});
