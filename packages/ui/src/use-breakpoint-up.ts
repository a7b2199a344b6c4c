// Whether the viewport is at least a breakpoint of the design system wide (the same media query
// Chakra writes for `{ lg: ... }` style props), right on the first render and followed on resize.
// For parts a layout shows only from a breakpoint up: not rendered at all below it (their queries,
// their render) rather than rendered and hidden with display: none.
import { useSyncExternalStore } from 'react';
import { provanaSystem } from './system/system';

export type Breakpoint = 'sm' | 'md' | 'lg' | 'xl' | '2xl';

const mediaQuery = (breakpoint: Breakpoint) =>
  provanaSystem()
    .breakpoints.up(breakpoint)
    .replace(/^@media\s+/, '');

export function useBreakpointUp(breakpoint: Breakpoint): boolean {
  const query = mediaQuery(breakpoint);
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}
