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

const offsetFormats = new Map<string, Intl.DateTimeFormat>();

/** Minutes east of UTC in `timeZone` at instant `at` (+60 for Berlin in winter, -300 for New York). */
export function zoneOffsetMinutes(timeZone: string, at: number): number {
  let format = offsetFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' });
    offsetFormats.set(timeZone, format);
  }
  const name = format.formatToParts(new Date(at)).find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  return match ? (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3])) : 0;
}
