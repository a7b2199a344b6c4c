// How a token's scopes, expiry and last use read in Settings.
import { formatDayTimeIn } from '@provana/dates';
import { TOKEN_AREAS, TOKEN_AREA_LABELS, type ApiToken, type TokenArea, type TokenScope } from '@provana/contracts/api-tokens';

export type AreaLevel = 'none' | 'read' | 'write';

/** The scopes of a form's choice: read-only on everything, or a level per area. */
export function scopesOf(readEverything: boolean, levels: Record<TokenArea, AreaLevel>): TokenScope[] {
  if (readEverything) return ['read'];
  return TOKEN_AREAS.flatMap((area) => (levels[area] === 'none' ? [] : [`${area}:${levels[area]}` as TokenScope]));
}

export function scopesSentence(scopes: readonly TokenScope[]): string {
  return scopes
    .map((scope) => {
      if (scope === 'read') return 'Read-only, everything';
      const [area, level] = scope.split(':') as [TokenArea, 'read' | 'write'];
      return `${TOKEN_AREA_LABELS[area]}: ${level === 'write' ? 'read and write' : 'read'}`;
    })
    .join(' · ');
}

const when = (iso: string, timeZone: string) => formatDayTimeIn(iso, timeZone);

export function expirySentence(token: Pick<ApiToken, 'expiresAt'>, timeZone: string, now = Date.now()): string {
  if (token.expiresAt === null) return 'Never expires';
  return Date.parse(token.expiresAt) <= now ? `Expired ${when(token.expiresAt, timeZone)}` : `Expires ${when(token.expiresAt, timeZone)}`;
}

export function lastUseSentence(token: Pick<ApiToken, 'lastUsedAt' | 'lastUsedFrom'>, timeZone: string): string {
  if (token.lastUsedAt === null) return 'Never used';
  return `Last used ${when(token.lastUsedAt, timeZone)}${token.lastUsedFrom ? ` from ${token.lastUsedFrom}` : ''}`;
}
