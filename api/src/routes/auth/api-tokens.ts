// The signed-in account's personal access tokens (a session only: a token never manages tokens,
// middleware/api-token.ts refuses it on every route outside a workspace):
// GET    /api/auth/api-tokens           the live ones (expired ones too, marked by their date), with last use
// POST   /api/auth/api-tokens           a new one: its secret is in this answer and nowhere else, ever
// DELETE /api/auth/api-tokens/:tokenId  revoked at once, in every process
import { Hono, type Context } from 'hono';
import { DAY_MS } from '@provana/dates';
import { ApiTokenIdParamsSchema, CreateApiTokenBodySchema, type ApiToken, type ApiTokensResponse, type CreatedApiToken } from '@provana/contracts/api-tokens';
import type { AppEnv, RouteDeps } from '../../app-env';
import { newApiToken } from '../../auth/api-tokens';
import type { ApiTokenRow } from '../../db/repositories/accounts/api-tokens';
import { HttpError, notFound } from '../../lib/http-error';
import { validJson, validParams } from '../../lib/validation';

/** Tokens one account may hold at once: enough for every tool, few enough to review. */
const MAX_TOKENS = 50;

const instant = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

const toApiToken = (row: ApiTokenRow): ApiToken => ({
  id: row.id,
  name: row.name,
  scopes: row.scopes,
  prefix: row.prefix,
  createdAt: new Date(row.createdAt).toISOString(),
  expiresAt: instant(row.expiresAt),
  lastUsedAt: instant(row.lastUsedAt),
  lastUsedFrom: row.lastUsedFrom,
});

function signedInUserId(c: Context<AppEnv>): number {
  const user = c.get('user');
  if (!user) throw new HttpError(401, 'unauthenticated', 'Sign in to continue');
  return user.id;
}

export function apiTokenRoutes({ repos, clock }: RouteDeps) {
  return new Hono<AppEnv>()
    .get('/api-tokens', async (c) => {
      const rows = await repos.apiTokens.listForUser(signedInUserId(c));
      return c.json({ tokens: rows.map(toApiToken) } satisfies ApiTokensResponse);
    })
    .post('/api-tokens', validJson(CreateApiTokenBodySchema), async (c) => {
      const userId = signedInUserId(c);
      const body = c.req.valid('json');
      if ((await repos.apiTokens.listForUser(userId)).length >= MAX_TOKENS) {
        throw new HttpError(409, 'too_many_tokens', `An account can hold ${MAX_TOKENS} tokens at most. Revoke one you no longer use.`);
      }
      const nowMs = clock.now().getTime();
      const { token, hash, prefix } = newApiToken();
      const id = await repos.apiTokens.create({
        userId,
        tokenHash: hash,
        prefix,
        name: body.name,
        scopes: body.scopes,
        createdAt: nowMs,
        expiresAt: body.expiresInDays === null ? null : nowMs + body.expiresInDays * DAY_MS,
      });
      const row = await repos.apiTokens.get(userId, id);
      if (!row) throw notFound('Token');
      return c.json({ token, apiToken: toApiToken(row) } satisfies CreatedApiToken, 201);
    })
    .delete('/api-tokens/:tokenId', validParams(ApiTokenIdParamsSchema), async (c) => {
      const userId = signedInUserId(c);
      // Another account's token, or one already revoked: the same answer, nothing changed.
      if (!(await repos.apiTokens.revoke(userId, c.req.valid('param').tokenId, clock.now().getTime()))) throw notFound('Token');
      return c.body(null, 204);
    });
}
