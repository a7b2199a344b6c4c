// The Content-Security-Policy of the shell's pages: code only from the shell's own origin and the
// origins of the remote versions the registry serves now, live or canary (plus loopback and the
// operator's dev origins while development overrides are on), never framed, no plugins. Computed for
// each page from the registry (mount-frontend.ts), so a promotion changes the next page's policy.
import type { secureHeaders } from 'hono/secure-headers';
import type { DevOverrides } from './dev-origins';

export type ContentSecurityPolicy = NonNullable<NonNullable<Parameters<typeof secureHeaders>[0]>['contentSecurityPolicy']>;

/**
 * Styles: Emotion (Chakra's engine) in a production build inserts EMPTY <style> elements and fills
 * them through CSSOM insertRule, which CSP does not govern; only the empty element itself is
 * checked, and this is the hash of the empty string. In Chromium, style-src 'self' alone blocks
 * every Emotion sheet (an unstyled page); with this hash the login screen, the daily brief, dialogs
 * and toasts render with no violation. No 'unsafe-inline', no nonce needed.
 * React's style props are set through CSSOM too, so no style attribute needs allowing.
 */
export const EMPTY_STYLE_HASH = "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='";

/**
 * Loopback hosts a development remote may be served from. CSP host sources cannot express the
 * rest of 127.0.0.0/8 (list such an origin in PROVANA_DEV_ORIGINS), nor any IPv6 literal:
 * Chromium drops 'http://[::1]:*' as an invalid source, so a remote on [::1] is reached as
 * localhost.
 */
export const LOOPBACK_HOSTS = ['localhost', '127.0.0.1'] as const;

/** Origins of absolute entry URLs (root-relative ones are the shell's own origin, 'self'). */
export function entryOrigins(entries: readonly string[]): string[] {
  const origins = new Set<string>();
  for (const location of entries) {
    if (location.startsWith('/')) continue;
    try {
      const url = new URL(location);
      if (url.protocol === 'http:' || url.protocol === 'https:') origins.add(url.origin);
    } catch {
      // Not a URL: the shell ignores it too.
    }
  }
  return [...origins];
}

function devCodeSources(dev: DevOverrides): string[] {
  if (!dev.enabled) return [];
  const loopback = LOOPBACK_HOSTS.flatMap((host) => [`http://${host}:*`, `https://${host}:*`]);
  return [...loopback, ...dev.origins];
}

/** A dev server's live-reload socket: ws(s) on the same hosts. */
function devSocketSources(dev: DevOverrides): string[] {
  if (!dev.enabled) return [];
  const loopback = LOOPBACK_HOSTS.flatMap((host) => [`ws://${host}:*`, `wss://${host}:*`]);
  return [...loopback, ...dev.origins.map((origin) => origin.replace(/^http/, 'ws'))];
}

/** The page's policy, given every remote entry it may load (live and canary versions). */
export function shellContentSecurityPolicy(entries: readonly string[], dev: DevOverrides): ContentSecurityPolicy {
  const code = [...entryOrigins(entries), ...devCodeSources(dev)];
  return {
    defaultSrc: ["'self'"],
    // The runtime loads each remoteEntry.js (and its chunks) as a script.
    scriptSrc: ["'self'", ...code],
    // The shell never fetches from a remote's origin (the runtime loads remoteEntry.js as a script, and the
    // server, not the browser, reads mf-manifest.json at publish). A development server is fetched from:
    // webpack's hot reload downloads its hot-update JSON with fetch(), and live reload opens a socket.
    connectSrc: ["'self'", ...devCodeSources(dev), ...devSocketSources(dev)],
    styleSrc: ["'self'", EMPTY_STYLE_HASH],
    // A remote's own assets (webpack asset modules) come from its origin.
    imgSrc: ["'self'", 'data:', ...code],
    fontSrc: ["'self'", ...code],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  };
}

/** The header value, spelled as hono/secure-headers spells it (defaultSrc → default-src, '; ' between). */
export function formatContentSecurityPolicy(policy: ContentSecurityPolicy): string {
  return Object.entries(policy)
    .map(([directive, values]) => [directive.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`), ...(Array.isArray(values) ? values : [values])].join(' '))
    .join('; ');
}

/** For everything that is not a page (API JSON, files): load nothing, never be framed. */
export const RESOURCE_CONTENT_SECURITY_POLICY: ContentSecurityPolicy = {
  defaultSrc: ["'none'"],
  frameAncestors: ["'none'"],
};
