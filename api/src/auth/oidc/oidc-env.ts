// The operator's identity providers, from variables named by each provider:
//   PROVANA_OIDC_<NAME>_ISSUER         the issuer URL (https://accounts.google.com, https://login.microsoftonline.com/<tenant>/v2.0, ...)
//   PROVANA_OIDC_<NAME>_CLIENT_ID      the client registered at the provider
//   PROVANA_OIDC_<NAME>_CLIENT_SECRET  its secret (absent: a public client, PKCE alone)
//   PROVANA_OIDC_<NAME>_DISPLAY_NAME   the button's "Continue with …" (Google and Microsoft have theirs)
// <NAME> in lower case is the provider's name in its redirect URI (/api/auth/oidc/<name>/callback).
// An http:// issuer is refused unless PROVANA_OIDC_ALLOW_LOOPBACK is on and it is on a loopback
// address (tests, development), as for subscribed calendars.
import { z } from 'zod';

export const oidcEnvShape = {
  /** Tests and development only: an identity provider at http://127.0.0.1, http://[::1] or http://localhost. */
  PROVANA_OIDC_ALLOW_LOOPBACK: z
    .enum(['true', 'false', '1', '0'])
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
};

export interface OidcProviderConfig {
  /** Lower-case, as in the redirect URI. */
  name: string;
  displayName: string;
  issuer: string;
  clientId: string;
  clientSecret: string | null;
}

export interface OidcConfig {
  providers: OidcProviderConfig[];
  /** Whether http:// issuers on loopback are accepted (and openid-client's allowInsecureRequests used for them). */
  allowLoopback: boolean;
}

const WELL_KNOWN_NAMES: Readonly<Record<string, string>> = { google: 'Google', microsoft: 'Microsoft' };
/** The settings each provider has, `PROVANA_OIDC_<NAME>_<SETTING>`. */
export const OIDC_PROVIDER_SETTINGS = ['ISSUER', 'CLIENT_ID', 'CLIENT_SECRET', 'DISPLAY_NAME'] as const;
const SETTING = new RegExp(`^PROVANA_OIDC_([A-Z0-9]+(?:_[A-Z0-9]+)*?)_(${OIDC_PROVIDER_SETTINGS.join('|')})$`);
const LOOPBACK_HOSTS = new Set(['localhost', '[::1]']);

export const isLoopbackHost = (hostname: string) => LOOPBACK_HOSTS.has(hostname) || /^127(\.\d{1,3}){3}$/.test(hostname);

function issuerProblem(issuer: string, allowLoopback: boolean): string | null {
  let url: URL;
  try {
    url = new URL(issuer);
  } catch {
    return 'must be a URL such as https://accounts.google.com';
  }
  if (url.protocol === 'https:') return null;
  if (url.protocol === 'http:' && allowLoopback && isLoopbackHost(url.hostname)) return null;
  if (url.protocol === 'http:') return 'must be an https:// URL (http:// only on a loopback address with PROVANA_OIDC_ALLOW_LOOPBACK=true)';
  return 'must be an https:// URL';
}

/** Every configured provider, sorted by name; a half-configured one stops the start with the variable to fix. */
export function oidcConfigFromEnv(source: NodeJS.ProcessEnv, allowLoopback: boolean): OidcConfig {
  const settings = new Map<string, Partial<Record<'ISSUER' | 'CLIENT_ID' | 'CLIENT_SECRET' | 'DISPLAY_NAME', string>>>();
  for (const [key, raw] of Object.entries(source)) {
    const match = SETTING.exec(key);
    const value = raw?.trim();
    if (!match?.[1] || !match[2] || !value) continue;
    const entry = settings.get(match[1]) ?? {};
    entry[match[2] as 'ISSUER'] = value;
    settings.set(match[1], entry);
  }
  const problems: string[] = [];
  const providers: OidcProviderConfig[] = [];
  for (const [NAME, entry] of settings) {
    const prefix = `PROVANA_OIDC_${NAME}`;
    if (!entry.ISSUER) {
      problems.push(`${prefix}_ISSUER: is required with the other ${prefix}_* settings`);
      continue;
    }
    const problem = issuerProblem(entry.ISSUER, allowLoopback);
    if (problem) problems.push(`${prefix}_ISSUER: ${problem}`);
    if (!entry.CLIENT_ID) problems.push(`${prefix}_CLIENT_ID: is required with ${prefix}_ISSUER`);
    if (problem || !entry.CLIENT_ID) continue;
    const name = NAME.toLowerCase();
    providers.push({
      name,
      displayName: entry.DISPLAY_NAME ?? WELL_KNOWN_NAMES[name] ?? name.charAt(0).toUpperCase() + name.slice(1).replace(/_/g, ' '),
      issuer: entry.ISSUER,
      clientId: entry.CLIENT_ID,
      clientSecret: entry.CLIENT_SECRET ?? null,
    });
  }
  if (problems.length > 0) throw new Error(`Invalid environment: ${problems.join('; ')}`);
  providers.sort((a, b) => a.name.localeCompare(b.name));
  return { providers, allowLoopback };
}
