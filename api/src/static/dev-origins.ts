// Where a developer's remote override may load code from, set by the operator at serve time.
// PROVANA_DEV_REMOTES=true turns development overrides on for loopback origins (localhost,
// 127.0.0.0/8, [::1]); PROVANA_DEV_ORIGINS adds more origins (comma-separated) and turns them on
// too. Off (the default), the shell ignores every override and the CSP allows no loopback code.
import { z } from 'zod';

/** What /remote-overrides.json tells the shell. */
export interface DevOverrides {
  enabled: boolean;
  /** Origins beyond loopback that an override may point at (normalised, e.g. http://devbox.lan:3001). */
  origins: string[];
}

export const NO_DEV_OVERRIDES: DevOverrides = { enabled: false, origins: [] };

/** An http(s) origin and nothing else (a trailing slash is tolerated); its normalised form, or null. */
export function toOrigin(text: string): string | null {
  const trimmed = text.trim();
  if (!/^https?:\/\/[^/?#@\\]+\/?$/i.test(trimmed)) return null;
  try {
    return new URL(trimmed).origin;
  } catch {
    return null;
  }
}

const flag = z
  .enum(['true', 'false', '1', '0'])
  .default('false')
  .transform((v) => v === 'true' || v === '1');

/** Spread into the environment schema (env.ts). */
export const devOriginsEnvShape = {
  PROVANA_DEV_REMOTES: flag,
  PROVANA_DEV_ORIGINS: z
    .string()
    .optional()
    .transform((text, ctx): string[] => {
      const entries = (text ?? '')
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
      const origins: string[] = [];
      for (const entry of entries) {
        const origin = toOrigin(entry);
        if (origin === null) {
          ctx.addIssue({ code: 'custom', message: `"${entry}" is not an http(s) origin like http://devbox.lan:3001` });
          return z.NEVER;
        }
        if (new URL(origin).hostname.startsWith('[')) {
          // Browsers refuse IPv6 literals as CSP sources, so the page could never load from it.
          ctx.addIssue({ code: 'custom', message: `"${entry}": a CSP cannot name an IPv6 address; use a host name (localhost for [::1])` });
          return z.NEVER;
        }
        if (!origins.includes(origin)) origins.push(origin);
      }
      return origins;
    }),
};

export function devOverridesFromEnv(env: { PROVANA_DEV_REMOTES: boolean; PROVANA_DEV_ORIGINS: string[] }): DevOverrides {
  const origins = env.PROVANA_DEV_ORIGINS;
  return { enabled: env.PROVANA_DEV_REMOTES || origins.length > 0, origins };
}
