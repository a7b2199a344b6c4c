// The page's one theme, outside React so every useAppearance() and the session sync agree: set()
// applies it to <html> at once and keeps the browser's copy; while it is System, a change of the
// device's prefers-color-scheme re-applies it live.
import type { ResolvedTheme, Theme } from '@provana/contracts';
import { applyResolvedTheme, DARK_QUERY, readLocalTheme, resolveTheme, writeLocalTheme } from './theme';

export interface ThemeSnapshot {
  theme: Theme;
  resolved: ResolvedTheme;
}

const media = (): MediaQueryList | null => (typeof matchMedia === 'function' ? matchMedia(DARK_QUERY) : null);

let theme: Theme = readLocalTheme();
let snapshot: ThemeSnapshot = { theme, resolved: resolveTheme(theme, media()?.matches ?? false) };
const listeners = new Set<() => void>();

function refresh(): void {
  const resolved = resolveTheme(theme, media()?.matches ?? false);
  if (typeof document !== 'undefined') applyResolvedTheme(resolved, document.documentElement);
  if (snapshot.theme !== theme || snapshot.resolved !== resolved) {
    snapshot = { theme, resolved };
    listeners.forEach((listener) => listener());
  }
}

// Registered once for the page: cheap, and only acts while the theme is System.
media()?.addEventListener('change', () => {
  if (theme === 'system') refresh();
});

export const themeStore = {
  get: (): ThemeSnapshot => snapshot,
  set(next: Theme): void {
    theme = next;
    writeLocalTheme(next);
    refresh();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
