// For tests in happy-dom, which computes no styles: the CSS rules Chakra wrote for an element's own
// class, as text, so a test can see that a style prop reached the control.

/** Every rule of the element's generated class (its recipe's and its style props'), joined. */
export function cssOf(element: Element): string {
  const generated = [...element.classList].filter((name) => name.startsWith('css-'));
  const sheets = [...document.querySelectorAll('style')].map((style) => style.textContent).join('\n');
  return sheets
    .split('}')
    .filter((rule) => generated.some((name) => rule.includes(`.${name}`)))
    .join('}\n');
}
