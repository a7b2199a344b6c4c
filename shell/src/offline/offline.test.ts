// The offline note's words, and the worker's copies of API answers belonging to one account.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { memoryStore, storageKeys } from '../storage/keys';
import { API_CACHE } from './cache-names';
import { claimOfflineAnswers } from './offline-answers';
import { offlineNoteText } from './offline-note';

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
