import { describe, expect, it } from 'vitest';
import { clearSessionKeys, memoryStore, readKey, storageKeys, writeKey } from './storage-keys';

describe('session storage keys', () => {
  it('logout clears the user and remember-me flag but keeps the onboarding and greeting markers', () => {
    const store = memoryStore({
      [storageKeys.user]: '{"id":1}',
      [storageKeys.rememberMe]: 'true',
      [storageKeys.onboardingSeen]: 'true',
      [storageKeys.greetingDay]: '2025-01-02',
      'provana.remote.mf_brief': 'http://localhost:3001/mf-manifest.json',
    });
    clearSessionKeys(store);
    expect(store.dump()).toEqual({
      [storageKeys.onboardingSeen]: 'true',
      [storageKeys.greetingDay]: '2025-01-02',
      'provana.remote.mf_brief': 'http://localhost:3001/mf-manifest.json',
    });
  });

  it('treats a store that throws as empty instead of crashing', () => {
    const broken = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(readKey('x', broken)).toBeNull();
    expect(() => writeKey('x', 'y', broken)).not.toThrow();
    expect(() => clearSessionKeys(broken)).not.toThrow();
  });
});
