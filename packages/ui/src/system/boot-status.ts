// What the page shows before any script has run: the shell's full-page spinner ("Loading PROVANA..."),
// as static markup inside #root with its CSS compiled at build time from the same recipe and tokens as
// the React one (shell/src/auth/session-gate.tsx), so the phone shows it as soon as the HTML and the
// global stylesheet arrive instead of a blank page until the code has downloaded and run. React's first
// render replaces it with the identical spinner. Node only: the shell's webpack config calls it.
import createCache from '@emotion/cache';
import { serializeStyles } from '@emotion/serialize';
import type { SystemStyleObject } from '@chakra-ui/react';
import { provanaSystem } from './system';

export interface BootStatus {
  /** The markup placed inside #root. */
  html: string;
  /** Its CSS, for the linked global stylesheet. */
  css: string;
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function compileBootStatus(label: string): BootStatus {
  const system = provanaSystem();
  const cache = createCache({ key: 'css' });
  const compile = (selector: string, styles: SystemStyleObject) =>
    cache.insert(selector, serializeStyles([system.css(styles)], undefined, {}), cache.sheet, false) as unknown as string;
  // <Center minH="100dvh"><VStack gap="3"><Spinner size="lg" color="brand.fg" /><Text color="fg.muted" fontSize="sm">
  const spinner = system.cva(system.getRecipe('spinner'))({ size: 'lg' }) as SystemStyleObject;
  const css = [
    compile('.provana-boot', { display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: '3', minH: '100dvh' }),
    compile('.provana-boot-spinner', { ...spinner, color: 'brand.fg' }),
    compile('.provana-boot-label', { color: 'fg.muted', fontSize: 'sm' }),
  ].join('');
  const html =
    `<div class="provana-boot" role="status" aria-live="polite">` +
    `<span class="provana-boot-spinner" aria-hidden="true"></span><p class="provana-boot-label">${escapeHtml(label)}</p></div>`;
  return { html, css };
}
