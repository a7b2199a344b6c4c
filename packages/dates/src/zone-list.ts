// The zones a settings screen offers (its own module: only the settings dialog needs the list).
import { isValidTimeZone } from './zone';

/**
 * Every zone the runtime supports (Intl.supportedValuesOf), sorted, plus UTC and any `extra` zones
 * (the stored one, the browser's) that the list might lack, such as legacy aliases.
 */
export function supportedTimeZones(extra: readonly string[] = []): string[] {
  const listed = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  const all = new Set<string>([...listed, 'UTC', ...extra.filter((zone) => zone && isValidTimeZone(zone))]);
  return [...all].sort((a, b) => a.localeCompare(b));
}
