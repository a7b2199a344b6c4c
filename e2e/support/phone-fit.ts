// What "fits a phone" means for the phone-width suite: the page does not scroll sideways nor zoom out,
// and every visible control lies inside the viewport horizontally. A control may sit outside only
// inside a region designed to scroll sideways: an element with overflow-x auto/scroll that carries
// a role="region" and an accessible name (a labelled, focusable table wrapper, say).
import type { Page } from '@playwright/test';

export const PHONE = { width: 390, height: 844 } as const;

/** Everything a person taps or tabs to. Visually hidden inputs (1 px, Chakra's checkbox) are skipped by size. */
const CONTROLS = [
  'a[href]',
  'button',
  'input:not([type=hidden])',
  'select',
  'textarea',
  'summary',
  '[role=button]',
  '[role=link]',
  '[role=tab]',
  '[role=checkbox]',
  '[role=switch]',
  '[role=menuitem]',
  '[role=gridcell]',
  '[tabindex]:not([tabindex="-1"])',
].join(', ');

export interface PhoneFit {
  /** The page's width as laid out; more than the viewport means sideways scrolling. */
  scrollWidth: number;
  /** The visual viewport's width in CSS pixels; more than the device's means the page zoomed out. */
  innerWidth: number;
  /** Controls (partly) outside [0, viewport width], described for the failure message. */
  offscreen: string[];
}

export function measurePhoneFit(page: Page): Promise<PhoneFit> {
  return page.evaluate(
    ({ selector, width }) => {
      const designedScroller = (el: Element): boolean => {
        for (let node = el.parentElement; node; node = node.parentElement) {
          const style = getComputedStyle(node);
          const scrolls = style.overflowX === 'auto' || style.overflowX === 'scroll';
          if (scrolls && node.getAttribute('role') === 'region' && (node.getAttribute('aria-label') || node.getAttribute('aria-labelledby'))) return true;
        }
        return false;
      };
      const describe = (el: Element, rect: DOMRect): string => {
        const name = el.getAttribute('aria-label') ?? (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
        const testId = el.closest('[data-testid]')?.getAttribute('data-testid');
        return `${el.tagName.toLowerCase()}${testId ? ` in [${testId}]` : ''} "${name}": ${Math.round(rect.left)}..${Math.round(rect.right)}`;
      };
      const offscreen: string[] = [];
      for (const el of document.querySelectorAll(selector)) {
        if (!el.checkVisibility({ visibilityProperty: true, opacityProperty: false })) continue;
        const rect = el.getBoundingClientRect();
        if (rect.width <= 1 || rect.height <= 1) continue;
        if (rect.left >= -0.5 && rect.right <= width + 0.5) continue;
        if (designedScroller(el)) continue;
        offscreen.push(describe(el, rect));
      }
      return { scrollWidth: Math.max(document.documentElement.scrollWidth, document.body.scrollWidth), innerWidth: window.innerWidth, offscreen };
    },
    { selector: CONTROLS, width: PHONE.width },
  );
}

/**
 * Pairs of visible controls or texts inside `container` that share pixels (more than half a pixel each
 * way), described for the failure message. Nested elements (a button and its label) are not a pair, and
 * decorations hidden from assistive tech are drawn on a control on purpose (the bell's count).
 */
export function measureOverlaps(page: Page, container: string): Promise<string[]> {
  return page.evaluate(
    ({ container, controls }) => {
      const root = document.querySelector(container);
      if (!root) return [`${container} is not on the page`];
      const isText = (el: Element) => [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && (n.textContent ?? '').trim() !== '');
      const boxes: { el: Element; rect: DOMRect; name: string }[] = [];
      for (const el of root.querySelectorAll('*')) {
        if (!el.matches(controls) && !isText(el)) continue;
        if (el.closest('[aria-hidden="true"]')) continue;
        if (!el.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
        const rect = el.getBoundingClientRect();
        if (rect.width <= 1 || rect.height <= 1) continue;
        const name = el.getAttribute('aria-label') ?? (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 30);
        boxes.push({ el, rect, name: `${el.tagName.toLowerCase()} "${name}"` });
      }
      const overlaps: string[] = [];
      for (let i = 0; i < boxes.length; i++) {
        for (let j = i + 1; j < boxes.length; j++) {
          const a = boxes[i]!;
          const b = boxes[j]!;
          if (a.el.contains(b.el) || b.el.contains(a.el)) continue;
          const x = Math.min(a.rect.right, b.rect.right) - Math.max(a.rect.left, b.rect.left);
          const y = Math.min(a.rect.bottom, b.rect.bottom) - Math.max(a.rect.top, b.rect.top);
          if (x > 0.5 && y > 0.5) overlaps.push(`${a.name} and ${b.name} share ${Math.round(x)}×${Math.round(y)} px`);
        }
      }
      return overlaps;
    },
    { container, controls: CONTROLS },
  );
}
