// IANA time zones: the browser's own and validity (cold-path small: every app's first screen reads them).

/** The browser's IANA zone ('Europe/Berlin'); 'UTC' when the runtime does not say. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

const known = new Map<string, boolean>();

/** Whether the runtime knows `timeZone` as an IANA zone name (answers are cached). */
export function isValidTimeZone(timeZone: string): boolean {
  const cached = known.get(timeZone);
  if (cached !== undefined) return cached;
  let valid: boolean;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    valid = timeZone.length > 0;
  } catch {
    valid = false;
  }
  known.set(timeZone, valid);
  return valid;
}

/** `timeZone` when the runtime knows it, else `fallback` (a stale or mistyped zone never breaks a screen). */
export function usableTimeZone(timeZone: string | null | undefined, fallback = 'UTC'): string {
  return timeZone && isValidTimeZone(timeZone) ? timeZone : fallback;
}
