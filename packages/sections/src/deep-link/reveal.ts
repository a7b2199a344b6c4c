// Brings a deep-linked item to the executive: scrolls it into view, moves focus to it (so a screen
// reader lands there too) and marks it with a highlight that fades. The colours are Chakra semantic
// tokens read as CSS variables, so the mark follows light and dark mode.
export const HIGHLIGHT_MS = 4000;
export const FADE_MS = 1000;
/** Present on the element while it is highlighted (tests and styles can key on it). */
export const HIGHLIGHTED_ATTRIBUTE = 'data-highlighted';

const CONTROL = 'a[href], button, input, select, textarea';

const reducedMotion = () => typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Reveals the element; the returned function ends the highlight at once (on unmount). */
export function reveal(element: HTMLElement): () => void {
  const still = reducedMotion();
  // Programmatic focus only: tabIndex -1 keeps the item out of the Tab order.
  const control = element.matches(CONTROL);
  if (!control && !element.hasAttribute('tabindex')) element.tabIndex = -1;
  element.scrollIntoView?.({ block: 'center', behavior: still ? 'auto' : 'smooth' });
  element.focus({ preventScroll: true });

  const { style } = element;
  element.setAttribute(HIGHLIGHTED_ATTRIBUTE, 'true');
  style.transition = still ? '' : `background-color ${FADE_MS}ms ease-out, outline-color ${FADE_MS}ms ease-out`;
  // A control keeps its own colours (its text contrast is made for them): the ring alone marks it.
  if (!control) style.backgroundColor = 'var(--chakra-colors-yellow-subtle)';
  style.outline = '3px solid var(--chakra-colors-yellow-solid)';
  style.outlineOffset = '2px';

  const clear = () => {
    element.removeAttribute(HIGHLIGHTED_ATTRIBUTE);
    for (const property of ['transition', 'background-color', 'outline', 'outline-offset']) style.removeProperty(property);
  };
  let fadeTimer: ReturnType<typeof setTimeout> | undefined;
  const holdTimer = setTimeout(() => {
    // Fade: back to the element's own colours, then drop the inline styles.
    style.backgroundColor = '';
    style.outlineColor = 'transparent';
    fadeTimer = setTimeout(clear, still ? 0 : FADE_MS);
  }, HIGHLIGHT_MS);
  return () => {
    clearTimeout(holdTimer);
    clearTimeout(fadeTimer);
    clear();
  };
}

/** A form opened by a link: scrolled into view with its first field focused, so typing can start. */
export function focusFirstField(container: HTMLElement): void {
  container.scrollIntoView?.({ block: 'center', behavior: reducedMotion() ? 'auto' : 'smooth' });
  container.querySelector<HTMLElement>('input:not([type=hidden]), textarea, select, button')?.focus({ preventScroll: true });
}
