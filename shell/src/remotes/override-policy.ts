// Where a developer override (?remote.<name>=<remoteEntry.js url>) may point. Only loopback origins
// (localhost, 127.0.0.0/8, [::1]) and the origins the operator lists at serve time, and only while
// the server says development overrides are on (/remote-overrides.json). A link can therefore never
// make the shell load code from a host of the sender's choosing.

export interface OverridePolicy {
  /** Whether the server was started for development (PROVANA_DEV_REMOTES / PROVANA_DEV_ORIGINS). */
  enabled: boolean;
  /** Origins beyond loopback that the operator allows (e.g. http://devbox.lan:3001). */
  origins: readonly string[];
}

export const NO_OVERRIDES: OverridePolicy = { enabled: false, origins: [] };

/** localhost, any 127.x.y.z, or [::1], as the URL parser normalises them (127.1 → 127.0.0.1). */
export function isLoopbackHost(hostname: string): boolean {
  if (hostname === 'localhost' || hostname === '[::1]') return true;
  const octets = hostname.split('.');
  return octets.length === 4 && octets[0] === '127' && octets.every((o) => /^\d{1,3}$/.test(o) && Number(o) <= 255);
}

function parseAbsolute(url: string): URL | null {
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null;
    if (parsed.username || parsed.password) return null;
    return parsed;
  } catch {
    return null;
  }
}

/** An override URL the rule allows: absolute http(s), on loopback or an operator-listed origin. */
export function isAllowedOverride(url: string, policy: OverridePolicy): boolean {
  const parsed = parseAbsolute(url);
  if (!parsed) return false;
  return isLoopbackHost(parsed.hostname) || policy.origins.includes(parsed.origin);
}

/** Reads the server's answer; anything malformed means no overrides. */
export function parseOverridePolicy(json: unknown): OverridePolicy {
  if (typeof json !== 'object' || json === null) return NO_OVERRIDES;
  const { enabled, origins } = json as { enabled?: unknown; origins?: unknown };
  if (enabled !== true) return NO_OVERRIDES;
  const listed = Array.isArray(origins) ? origins.filter((o): o is string => typeof o === 'string') : [];
  return { enabled: true, origins: listed.map((o) => parseAbsolute(o)?.origin).filter((o): o is string => Boolean(o)) };
}

/** Fetches /remote-overrides.json; a missing endpoint or a failure means no overrides. */
export async function fetchOverridePolicy(fetchImpl: typeof fetch = fetch, url = '/remote-overrides.json'): Promise<OverridePolicy> {
  try {
    const response = await fetchImpl(url, { cache: 'no-store', credentials: 'same-origin' });
    return response.ok ? parseOverridePolicy(await response.json()) : NO_OVERRIDES;
  } catch {
    return NO_OVERRIDES;
  }
}
