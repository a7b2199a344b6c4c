// The signed-in account's sessions (every browser signed in to it):
// GET    /api/auth/sessions             each by its public id (never the cookie), device, last use, "current"
// DELETE /api/auth/sessions/:sessionId  ends one of them (this one too: the cookie is then cleared)
// POST   /api/auth/sessions/end-others  ends all but this one
import { Hono, type Context } from 'hono';
import { SessionIdParamsSchema, type AccountSession, type AccountSessionsResponse, type EndSessionsResponse } from '@provana/contracts';
import type { AppEnv, RouteDeps } from '../../app-env';
import { clearSessionCookie } from '../../auth/session-cookie';
import { deviceName } from '../../auth/session-device';
import { HttpError } from '../../lib/http-error';
import { validParams } from '../../lib/validation';

function signedIn(c: Context<AppEnv>): { userId: number; sessionHash: string } {
  const user = c.get('user');
  const sessionHash = c.get('sessionHash');
  if (!user || !sessionHash) throw new HttpError(401, 'unauthenticated', 'Sign in to continue');
  return { userId: user.id, sessionHash };
}

export function accountSessionRoutes({ repos, clock }: RouteDeps) {
  return new Hono<AppEnv>()
    .get('/sessions', async (c) => {
      const { userId, sessionHash } = signedIn(c);
      const rows = await repos.sessions.listForUser(userId, clock.now().getTime());
      const sessions = rows.map((r): AccountSession => ({
        id: r.publicId,
        createdAt: new Date(r.createdAt).toISOString(),
        lastSeenAt: new Date(r.lastSeenAt).toISOString(),
        device: deviceName(r.userAgent),
        clientAddress: r.clientAddress,
        persistent: r.persistent,
        current: r.idHash === sessionHash,
      }));
      // This browser first, then the most recently used.
      sessions.sort((a, b) => Number(b.current) - Number(a.current));
      return c.json({ sessions } satisfies AccountSessionsResponse);
    })
    .post('/sessions/end-others', async (c) => {
      const { userId, sessionHash } = signedIn(c);
      const ended = await repos.sessions.removeOthers(userId, sessionHash);
      return c.json({ ended } satisfies EndSessionsResponse);
    })
    .delete('/sessions/:sessionId', validParams(SessionIdParamsSchema), async (c) => {
      const { userId, sessionHash } = signedIn(c);
      const ended = await repos.sessions.removeByPublicId(userId, c.req.valid('param').sessionId);
      // Another account's session, or one already ended: the same answer, nothing changed.
      if (ended === null) throw new HttpError(404, 'not_found', 'Session not found');
      if (ended === sessionHash) clearSessionCookie(c);
      return c.json({ ended: 1 } satisfies EndSessionsResponse);
    });
}
