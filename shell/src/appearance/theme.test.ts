import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import type { Theme } from '@provana/contracts';
import { memoryStore, storageKeys } from '../lib/storage-keys';
import { applyResolvedTheme, chosenTheme, readLocalTheme, resolveTheme, writeLocalTheme } from './theme';

/** Just what theme.ts and theme-init.js touch on <html>. */
function fakeRoot() {
  const classes = new Set<string>();
  return {
    classList: { toggle: (name: string, on: boolean) => void (on ? classes.add(name) : classes.delete(name)), add: (name: string) => void classes.add(name) },
    style: { colorScheme: '' },
    classes,
  };
}

describe('the theme', () => {
  it('reads the browser copy, System when absent, unknown or unreadable', () => {
    expect(readLocalTheme(memoryStore())).toBe('system');
    expect(readLocalTheme(memoryStore({ [storageKeys.theme]: 'dark' }))).toBe('dark');
    expect(readLocalTheme(memoryStore({ [storageKeys.theme]: 'sepia' }))).toBe('system');
    const broken = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => undefined,
      removeItem: () => undefined,
    };
    expect(readLocalTheme(broken)).toBe('system');
    const store = memoryStore();
    writeLocalTheme('light', store);
    expect(store.dump()).toEqual({ [storageKeys.theme]: 'light' });
  });

  it('lets the account’s theme win once signed in, System when the account has none', () => {
    expect(chosenTheme('dark', true, 'light')).toBe('dark');
    expect(chosenTheme(undefined, true, 'dark')).toBe('system');
    expect(chosenTheme(undefined, false, 'dark')).toBe('dark');
  });

  it('resolves System by the device preference and keeps Light and Dark', () => {
    expect(resolveTheme('system', true)).toBe('dark');
    expect(resolveTheme('system', false)).toBe('light');
    expect(resolveTheme('light', true)).toBe('light');
    expect(resolveTheme('dark', false)).toBe('dark');
  });

  it('shows Dark as the dark class and a dark color-scheme on <html>, and Light as neither', () => {
    const root = fakeRoot();
    applyResolvedTheme('dark', root as unknown as HTMLElement);
    expect([...root.classes]).toEqual(['dark']);
    expect(root.style.colorScheme).toBe('dark');
    applyResolvedTheme('light', root as unknown as HTMLElement);
    expect([...root.classes]).toEqual([]);
    expect(root.style.colorScheme).toBe('light');
  });

  it('theme-init.js (before the first paint) applies what theme.ts would, for every stored value and preference', () => {
    const script = readFileSync(new URL('./theme-init.js', import.meta.url), 'utf8');
    const stored: (Theme | null | 'sepia')[] = ['system', 'light', 'dark', null, 'sepia'];
    for (const value of stored) {
      for (const prefersDark of [true, false]) {
        const root = fakeRoot();
        const store = memoryStore(value === null ? {} : { [storageKeys.theme]: value });
        runInNewContext(script, {
          localStorage: store,
          matchMedia: (query: string) => ({ matches: query === '(prefers-color-scheme: dark)' && prefersDark }),
          document: { documentElement: root },
        });
        const expected = fakeRoot();
        applyResolvedTheme(resolveTheme(readLocalTheme(store), prefersDark), expected as unknown as HTMLElement);
        expect({ value, prefersDark, classes: [...root.classes], scheme: root.style.colorScheme }).toEqual({
          value,
          prefersDark,
          classes: [...expected.classes],
          scheme: expected.style.colorScheme,
        });
      }
    }
  });

  it('theme-init.js still follows the device when storage is blocked', () => {
    const root = fakeRoot();
    const script = readFileSync(new URL('./theme-init.js', import.meta.url), 'utf8');
    runInNewContext(script, {
      get localStorage() {
        throw new Error('blocked');
      },
      matchMedia: () => ({ matches: true }),
      document: { documentElement: root },
    });
    expect([...root.classes]).toEqual(['dark']);
  });
});
