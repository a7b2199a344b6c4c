// Two-factor helpers for API tests: turn it on for an account through the routes, and compute the
// codes an authenticator app would show, with otpauth itself (not the server's own helper), at the
// app's injectable clock.
import { apiPaths, type RecoveryCodes, type TotpSetup } from '@provana/contracts';
import { send, type TestContext } from '../helpers';
import { STEP_MS, authenticatorCode } from './totp-codes';

export { STEP_MS };

/** What an app shows at the test clock's now for a setup's key (spaces as shown to people). */
export function appCode(t: Pick<TestContext, 'clock'>, key: string, offsetMs = 0): string {
  return authenticatorCode(key, t.clock.now().getTime() + offsetMs);
}

/** Setup and confirm through the API; returns the key and the recovery codes. The clock moves to the next step, so a fresh code can follow. */
export async function turnOnTwoFactor(t: TestContext, cookie: string): Promise<{ key: string; recoveryCodes: string[] }> {
  const setup = await send(t.app, 'POST', apiPaths.totpSetup, {}, cookie);
  if (setup.status !== 200) throw new Error(`setup failed: ${setup.status} ${await setup.text()}`);
  const { key } = (await setup.json()) as TotpSetup;
  const confirm = await send(t.app, 'POST', apiPaths.totpConfirm, { code: appCode(t, key) }, cookie);
  if (confirm.status !== 200) throw new Error(`confirm failed: ${confirm.status} ${await confirm.text()}`);
  const { recoveryCodes } = (await confirm.json()) as RecoveryCodes;
  t.clock.advanceMs(STEP_MS);
  return { key, recoveryCodes };
}
