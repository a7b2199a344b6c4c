// Every way of signing in ends here: the password, a second factor, a passkey, an identity provider.
import type { Context } from 'hono';
import type { SessionUser } from '@provana/contracts';
import type { AppEnv, RouteDeps } from '../app-env';
import { withVerificationState } from './email-verification';
import { BROWSER_SESSION_MS, REMEMBER_ME_MS, newSessionToken, writeSessionCookie } from './session-cookie';
import { sessionDevice } from './session-device';

/** Creates the session and its cookie; every way of signing in ends here (two-factor sign-in too). */
export async function startSessionFor(
  deps: Pick<RouteDeps, 'repos' | 'clock' | 'trustProxy' | 'accountMail'>,
  c: Context<AppEnv>,
  userId: number,
  rememberMe: boolean,
): Promise<SessionUser> {
  const { repos, clock } = deps;
  const nowMs = clock.now().getTime();
  const { token, hash } = newSessionToken();
  await repos.sessions.removeExpired(nowMs);
  await repos.sessions.create(hash, userId, rememberMe, nowMs, nowMs + (rememberMe ? REMEMBER_ME_MS : BROWSER_SESSION_MS), sessionDevice(c, deps.trustProxy));
  writeSessionCookie(c, token, rememberMe);
  const user = (await repos.sessions.find(hash, nowMs))?.user ?? null;
  if (!user) throw new Error('session vanished after creation');
  return withVerificationState(deps, user);
}
