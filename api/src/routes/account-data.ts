// "Your data is yours", under the executive router (401/403 before any of it):
// GET .../export        the whole account as a ZIP, streamed
// GET .../data-summary  sample rows and rows of its own (what Import must ask first)
// DELETE .../account    { password }: the account, everything in it, and its sessions everywhere
// The import is routes/account-import.ts.
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { ACCOUNT_LOCK_AFTER_FAILED_ATTEMPTS } from '@provana/contracts';
import { DeleteAccountBodySchema } from '@provana/contracts/export';
import type { AppEnv, RouteDeps } from '../app-env';
import { verifyPassword } from '../auth/passwords';
import { authRateLimiter } from '../auth/rate-limit';
import { clearSessionCookie } from '../auth/session-cookie';
import { toIsoDate } from '@provana/dates';
import { executiveNow } from '../lib/executive-now';
import { HttpError } from '../lib/http-error';
import { validJson } from '../lib/validation';
import { dataSummary } from '../services/account-data/data-summary';
import { deleteAccount } from '../services/account-data/delete-account';
import { exportArchiveStream } from '../services/account-data/export-archive';
import { LOCK_MS, lockedError } from './auth/sign-in';
import { requires } from '../middleware/requires';

const wrongPassword = () => new HttpError(403, 'wrong_password', 'That password is not correct. Your account was not deleted.', 'password');

export function accountDataRoutes(deps: RouteDeps) {
  const { repos, clock } = deps;
  const countAttempt = authRateLimiter(deps);
  return new Hono<AppEnv>()
    .get('/export', requires('owner'), (c) => {
      const executiveId = c.get('executiveId');
      const now = executiveNow(c, clock);
      const body = exportArchiveStream({ repos, executiveId, timeZone: c.get('timeZone'), now });
      return c.body(body, 200, {
        'Content-Type': 'application/zip',
        'Content-Disposition': `attachment; filename="provana-export-${toIsoDate(now)}.zip"`,
        'Cache-Control': 'no-store',
      });
    })
    .get('/data-summary', requires('owner'), async (c) => c.json(await dataSummary(repos.conn, c.get('executiveId'))))
    .delete(
      '/account',
      requires('owner'),
      // DELETE is outside the JSON guard's mutations: its body is bounded here.
      bodyLimit({
        maxSize: 4096,
        onError: () => {
          throw new HttpError(413, 'payload_too_large', 'Request body must be at most 4096 bytes');
        },
      }),
      validJson(DeleteAccountBodySchema),
      async (c) => {
        const session = c.get('user');
        if (!session) throw new HttpError(401, 'unauthenticated', 'Sign in to continue');
        // The password is checked as sign-in checks it: counted per address, refused while locked, a
        // wrong one counts towards the lock.
        await countAttempt(c, 'signIn');
        const user = await repos.users.findByEmail(session.email);
        if (!user) throw new HttpError(401, 'unauthenticated', 'Sign in to continue');
        const startMs = clock.now().getTime();
        if (user.locked_until !== null && startMs < user.locked_until) throw lockedError(user.locked_until, startMs);
        const valid = await verifyPassword(c.req.valid('json').password, { hash: user.password_hash, salt: user.password_salt }, deps.scrypt);
        const nowMs = clock.now().getTime();
        if (!valid) {
          const state = await repos.users.recordFailedLogin(user.id, nowMs, ACCOUNT_LOCK_AFTER_FAILED_ATTEMPTS, nowMs + LOCK_MS);
          if (state.lockedUntil !== null && nowMs < state.lockedUntil) throw lockedError(state.lockedUntil, nowMs);
          throw wrongPassword();
        }
        await deleteAccount(repos, user.id, c.get('executiveId'));
        clearSessionCookie(c);
        return c.json({ success: true as const });
      },
    );
}
