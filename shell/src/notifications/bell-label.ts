// The bell button's badge and accessible name (first screen; the list's formatting loads with the list).

/** The badge: nothing at zero, the count up to 9, then "9+". */
export function badgeText(count: number): string | null {
  if (!Number.isFinite(count) || count <= 0) return null;
  return count > 9 ? '9+' : String(Math.floor(count));
}

/** The bell button's accessible name, which carries the count the badge shows visually. */
export function bellLabel(count: number): string {
  if (count <= 0) return 'Notifications, none new';
  return `Notifications, ${count} new`;
}
