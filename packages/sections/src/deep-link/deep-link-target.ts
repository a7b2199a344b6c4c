// The attribute that names an item a deep link can open (`?<param>=<id>`). Kept apart from the hook so
// first-screen code (the daily brief) can mark its items without carrying the highlight code.
export const DEEP_LINK_ATTRIBUTE = 'data-deep-link';

export const deepLinkKey = (param: string, id: string | number) => `${param}:${id}`;

/** Spread on the element that shows the item: `<li {...deepLinkTarget('decision', d.id)}>`. */
export const deepLinkTarget = (param: string, id: string | number) => ({ [DEEP_LINK_ATTRIBUTE]: deepLinkKey(param, id) });
