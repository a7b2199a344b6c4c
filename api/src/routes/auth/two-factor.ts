// Two-factor settings of the signed-in account: status, setting up the authenticator app (the QR
// code and the key, confirmed by a code before it is on, which answers the recovery codes once),
// turning it off and new recovery codes (both with the password and a current code). Every change
// signs out the account's other browsers.
import { Hono, type Context } from 'hono';
import {
  ACCOUNT_LOCK_AFTER_FAILED_ATTEMPTS,
  TotpConfirmBodySchema,
  TwoFactorReauthBodySchema,
  type RecoveryCodes,
  type SessionUser,
  type TotpSetup,
  type TwoFactorReauthBody,
  type TwoFactorStatus,
} from '@provana/contracts';
import type { AppEnv, RouteDeps } from '../../app-env';
import { LOCK_MS, lockedError } from '../../auth/lockout';
import { verifyPassword } from '../../auth/passwords';
import { authRateLimiter } from '../../auth/rate-limit';
import { hashRecoveryCode, newRecoveryCodes } from '../../auth/recovery-codes';
import { spendSecondFactor } from '../../auth/second-factor';
import { groupedKey, matchingStep, newTotpSecret, qrSvg, totpUri } from '../../auth/totp';
import type { Repositories } from '../../db/repositories';
import { HttpError } from '../../lib/http-error';
import { validJson } from '../../lib/validation';

const isOn = () => new HttpError(409, 'two_factor_on', 'Two-factor sign-in is already on.');
const isOff = () => new HttpError(409, 'two_factor_off', 'Two-factor sign-in is off.');
const noSetup = () => new HttpError(409, 'two_factor_no_setup', 'Start setting up two-factor sign-in first.');
const wrongConfirmCode = () =>
  new HttpError(400, 'invalid_two_factor_code', 'That code is not right. Enter the current 6-digit code your app shows for Provana.', 'code');
const wrongPassword = () => new HttpError(403, 'wrong_password', 'That password is not correct.', 'password');
const wrongCode = () =>
  new HttpError(403, 'invalid_two_factor_code', 'That code is not right. Enter the current code from your app, or a recovery code.', 'code');

function signedIn(c: Context<AppEnv>): SessionUser {
  const user = c.get('user');
  if (!user) throw new HttpError(401, 'unauthenticated', 'Not signed in');
  return user;
}

async function status(repos: Repositories, userId: number): Promise<TwoFactorStatus> {
  const totpEnabled = await repos.twoFactor.isEnabled(userId);
  return { totpEnabled, recoveryCodesLeft: totpEnabled ? await repos.twoFactor.unusedRecoveryCodes(userId) : 0 };
}

/** Stores a fresh set (replacing any other) and answers it: the only time the codes are readable. */
async function freshRecoveryCodes(repos: Repositories, userId: number, nowMs: number): Promise<string[]> {
  const codes = newRecoveryCodes();
  await repos.twoFactor.replaceRecoveryCodes(userId, codes.map(hashRecoveryCode), nowMs);
  return codes;
}

export function twoFactorRoutes(deps: RouteDeps) {
  const { repos, clock } = deps;
  const countAttempt = authRateLimiter(deps);

  /**
   * The password and a current code, as for signing in: a stolen session alone cannot turn two-factor
   * off. Failures count toward the sign-in lock and the per-address limit, so neither can be guessed here.
   */
  const reauthenticate = async (c: Context<AppEnv>, user: SessionUser, body: TwoFactorReauthBody): Promise<void> => {
    await countAttempt(c, 'signIn');
    const account = await repos.users.findByEmail(user.email);
    if (!account) throw new HttpError(401, 'unauthenticated', 'Not signed in');
    const startMs = clock.now().getTime();
    if (account.locked_until !== null && startMs < account.locked_until) throw lockedError(account.locked_until, startMs);
    if (!(await repos.twoFactor.isEnabled(user.id))) throw isOff();
    const passwordOk = await verifyPassword(body.password, { hash: account.password_hash, salt: account.password_salt }, deps.scrypt);
    const nowMs = clock.now().getTime();
    // The code is spent only with the right password, so a wrong password does not burn a recovery code.
    const problem = !passwordOk ? wrongPassword() : !(await spendSecondFactor(repos, user.id, body.code, nowMs)) ? wrongCode() : null;
    if (problem) {
      const state = await repos.users.recordFailedLogin(user.id, nowMs, ACCOUNT_LOCK_AFTER_FAILED_ATTEMPTS, nowMs + LOCK_MS);
      if (state.lockedUntil !== null && nowMs < state.lockedUntil) throw lockedError(state.lockedUntil, nowMs);
      throw problem;
    }
    const lockedUntil = await repos.users.recordSuccessfulLogin(user.id, nowMs);
    if (lockedUntil !== null) throw lockedError(lockedUntil, nowMs);
  };

  return new Hono<AppEnv>()
    .get('/2fa', async (c) => c.json(await status(repos, signedIn(c).id)))
    .post('/2fa/totp/setup', async (c) => {
      const user = signedIn(c);
      const secret = newTotpSecret();
      if (!(await repos.twoFactor.startSetup(user.id, secret, clock.now().getTime()))) throw isOn();
      const uri = totpUri(secret, user.email);
      return c.json({ uri, key: groupedKey(secret), qrSvg: qrSvg(uri) } satisfies TotpSetup);
    })
    .post('/2fa/totp/confirm', validJson(TotpConfirmBodySchema), async (c) => {
      const user = signedIn(c);
      const pending = await repos.twoFactor.totp(user.id);
      if (!pending) throw noSetup();
      if (pending.enabledAt !== null) throw isOn();
      const nowMs = clock.now().getTime();
      const step = matchingStep(pending.secret, c.req.valid('json').code, nowMs);
      if (step === null) throw wrongConfirmCode();
      const recoveryCodes = await repos.transaction(async (tx) => {
        // Only from pending: two confirmations at once turn it on once and answer one set of codes.
        if (!(await tx.twoFactor.acceptStep(user.id, step, { enableAt: nowMs }))) throw isOn();
        await tx.twoFactor.endOtherSessions(user.id, c.get('sessionHash'));
        return freshRecoveryCodes(tx, user.id, nowMs);
      });
      return c.json({ recoveryCodes } satisfies RecoveryCodes);
    })
    .post('/2fa/disable', validJson(TwoFactorReauthBodySchema), async (c) => {
      const user = signedIn(c);
      await reauthenticate(c, user, c.req.valid('json'));
      await repos.transaction(async (tx) => {
        await tx.twoFactor.disable(user.id);
        await tx.twoFactor.endOtherSessions(user.id, c.get('sessionHash'));
      });
      return c.json(await status(repos, user.id));
    })
    .post('/2fa/recovery-codes', validJson(TwoFactorReauthBodySchema), async (c) => {
      const user = signedIn(c);
      await reauthenticate(c, user, c.req.valid('json'));
      const recoveryCodes = await repos.transaction(async (tx) => {
        await tx.twoFactor.endOtherSessions(user.id, c.get('sessionHash'));
        return freshRecoveryCodes(tx, user.id, clock.now().getTime());
      });
      return c.json({ recoveryCodes } satisfies RecoveryCodes);
    });
}
