// What a screen reader reads with a field besides its label: the texts its aria-describedby names
// (TextField names its error there, under the field).

/** The words read with a field (its error, under it), joined by spaces. */
export const errorOf = (field: HTMLElement): string =>
  (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();
