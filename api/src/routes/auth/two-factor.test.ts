// Two-factor settings through the app, on SQLite and PostgreSQL: setting up the authenticator app
// (confirmed with a code computed from the returned key), recovery codes shown once, turning it off
// and new codes with the password and a code.
import { describe, expect, it } from 'vitest';
import { apiPaths, type RecoveryCodes, type TotpSetup, type TwoFactorStatus } from '@provana/contracts';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../../auth/accounts';
import { createTestContext, get, login, send, signUp } from '../../../test/helpers';
import { appCode, STEP_MS, turnOnTwoFactor } from '../../../test/support/two-factor';

const status = async (t: Awaited<ReturnType<typeof createTestContext>>, cookie: string) =>
  (await (await get(t.app, apiPaths.twoFactorStatus, cookie)).json()) as TwoFactorStatus;

describe('setting up two-factor sign-in', () => {
  it('answers the otpauth URI, the key as grouped base32 and a QR code as SVG, and turns on only with a right code', async () => {
    const t = await createTestContext();
    expect(await status(t, t.demoCookie)).toEqual({ totpEnabled: false, recoveryCodesLeft: 0 });
    const res = await send(t.app, 'POST', apiPaths.totpSetup, {}, t.demoCookie);
    expect(res.status).toBe(200);
    const setup = (await res.json()) as TotpSetup;
    expect(setup.key).toMatch(/^[A-Z2-7]{4}( [A-Z2-7]{1,4})+$/);
    const uri = new URL(setup.uri);
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.searchParams.get('secret')).toBe(setup.key.replace(/ /g, ''));
    expect(uri.searchParams.get('issuer')).toBe('Provana');
    expect(decodeURIComponent(uri.pathname)).toContain(DEMO_EMAIL);
    expect(setup.qrSvg).toMatch(/^<svg[\s\S]*<\/svg>$/);

    // A code for another key, or one from ten minutes ago, does not turn it on.
    const stale = await send(t.app, 'POST', apiPaths.totpConfirm, { code: appCode(t, setup.key, -10 * 60_000) }, t.demoCookie);
    expect(stale.status).toBe(400);
    expect(await stale.json()).toMatchObject({ error: { code: 'invalid_two_factor_code', field: 'code' } });
    expect((await status(t, t.demoCookie)).totpEnabled).toBe(false);

    const confirmed = await send(t.app, 'POST', apiPaths.totpConfirm, { code: appCode(t, setup.key) }, t.demoCookie);
    expect(confirmed.status).toBe(200);
    const { recoveryCodes } = (await confirmed.json()) as RecoveryCodes;
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    expect(await status(t, t.demoCookie)).toEqual({ totpEnabled: true, recoveryCodesLeft: 10 });
    expect(((await (await get(t.app, apiPaths.me, t.demoCookie)).json()) as { user: { twoFactorEnabled: boolean } }).user.twoFactorEnabled).toBe(true);

    // Only hashes are stored, and the key is never answered again.
    const stored = await t.rows<{ code_hash: string }>('SELECT code_hash FROM two_factor_recovery_codes');
    expect(stored.map((r) => r.code_hash)).not.toContain(recoveryCodes[0]);
    expect(stored.every((r) => /^[0-9a-f]{64}$/.test(r.code_hash))).toBe(true);
    const again = await send(t.app, 'POST', apiPaths.totpSetup, {}, t.demoCookie);
    expect(again.status).toBe(409);
    expect(await again.text()).not.toContain(setup.key.replace(/ /g, ''));
  });

  it('a new setup replaces an unconfirmed key, so only the newest key confirms', async () => {
    const t = await createTestContext();
    const first = (await (await send(t.app, 'POST', apiPaths.totpSetup, {}, t.demoCookie)).json()) as TotpSetup;
    const second = (await (await send(t.app, 'POST', apiPaths.totpSetup, {}, t.demoCookie)).json()) as TotpSetup;
    expect(second.key).not.toBe(first.key);
    expect((await send(t.app, 'POST', apiPaths.totpConfirm, { code: appCode(t, first.key) }, t.demoCookie)).status).toBe(400);
    expect((await send(t.app, 'POST', apiPaths.totpConfirm, { code: appCode(t, second.key) }, t.demoCookie)).status).toBe(200);
  });

  it('refuses a confirmation without a setup, and every route without a session', async () => {
    const t = await createTestContext();
    const res = await send(t.app, 'POST', apiPaths.totpConfirm, { code: '123456' }, t.demoCookie);
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ error: { code: 'two_factor_no_setup' } });
    expect((await send(t.app, 'POST', apiPaths.totpConfirm, { code: '12345' }, t.demoCookie)).status).toBe(400);
    for (const path of [apiPaths.totpSetup, apiPaths.totpConfirm, apiPaths.twoFactorDisable, apiPaths.recoveryCodes]) {
      expect((await send(t.app, 'POST', path, { code: '123456', password: 'x' })).status).toBe(401);
    }
    expect((await get(t.app, apiPaths.twoFactorStatus)).status).toBe(401);
  });

  it('turning it on signs out the account’s other browsers, and keeps this one', async () => {
    const t = await createTestContext();
    const other = await login(t.app, DEMO_EMAIL, DEMO_PASSWORD);
    const stranger = await signUp(t.app);
    await turnOnTwoFactor(t, t.demoCookie);
    expect((await get(t.app, apiPaths.me, t.demoCookie)).status).toBe(200);
    expect((await get(t.app, apiPaths.me, other)).status).toBe(401);
    expect((await get(t.app, apiPaths.me, stranger.cookie)).status).toBe(200);
  });
});

describe('turning two-factor off and new recovery codes', () => {
  it('turning off needs the password and a code; a wrong one of either changes nothing', async () => {
    const t = await createTestContext();
    const { key, recoveryCodes } = await turnOnTwoFactor(t, t.demoCookie);
    const wrongPassword = await send(t.app, 'POST', apiPaths.twoFactorDisable, { password: 'not-it', code: appCode(t, key) }, t.demoCookie);
    expect(wrongPassword.status).toBe(403);
    expect(await wrongPassword.json()).toMatchObject({ error: { code: 'wrong_password', field: 'password' } });
    const wrongCode = await send(t.app, 'POST', apiPaths.twoFactorDisable, { password: DEMO_PASSWORD, code: '000000' }, t.demoCookie);
    expect(wrongCode.status).toBe(403);
    expect(await wrongCode.json()).toMatchObject({ error: { code: 'invalid_two_factor_code', field: 'code' } });
    // A recovery code with a wrong password is not spent.
    await send(t.app, 'POST', apiPaths.twoFactorDisable, { password: 'not-it', code: recoveryCodes[0] }, t.demoCookie);
    expect(await status(t, t.demoCookie)).toEqual({ totpEnabled: true, recoveryCodesLeft: 10 });

    const off = await send(t.app, 'POST', apiPaths.twoFactorDisable, { password: DEMO_PASSWORD, code: recoveryCodes[0] }, t.demoCookie);
    expect(off.status).toBe(200);
    expect(await off.json()).toEqual({ totpEnabled: false, recoveryCodesLeft: 0 });
    expect(await t.rows('SELECT * FROM two_factor_recovery_codes')).toEqual([]);
    expect(await t.rows('SELECT * FROM two_factor_totp')).toEqual([]);
    // Signing in is one step again.
    expect(await login(t.app, DEMO_EMAIL, DEMO_PASSWORD)).toMatch(/^provana_session=/);
    expect((await send(t.app, 'POST', apiPaths.twoFactorDisable, { password: DEMO_PASSWORD, code: '123456' }, t.demoCookie)).status).toBe(409);
  });

  it('new recovery codes replace the old set, with the password and a code from the app', async () => {
    const t = await createTestContext();
    const { key, recoveryCodes: old } = await turnOnTwoFactor(t, t.demoCookie);
    const res = await send(t.app, 'POST', apiPaths.recoveryCodes, { password: DEMO_PASSWORD, code: appCode(t, key) }, t.demoCookie);
    expect(res.status).toBe(200);
    const { recoveryCodes } = (await res.json()) as RecoveryCodes;
    expect(recoveryCodes).toHaveLength(10);
    expect(recoveryCodes.filter((c) => old.includes(c))).toEqual([]);
    t.clock.advanceMs(STEP_MS);
    // An old code no longer works; a new one does.
    expect((await send(t.app, 'POST', apiPaths.twoFactorDisable, { password: DEMO_PASSWORD, code: old[1] }, t.demoCookie)).status).toBe(403);
    expect((await send(t.app, 'POST', apiPaths.twoFactorDisable, { password: DEMO_PASSWORD, code: recoveryCodes[1] }, t.demoCookie)).status).toBe(200);
  });

  it('wrong passwords here count toward the sign-in lock', async () => {
    const t = await createTestContext({ authRateLimits: { signIn: { limit: 100, windowMs: 60_000 } } });
    const { key } = await turnOnTwoFactor(t, t.demoCookie);
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++)
      statuses.push((await send(t.app, 'POST', apiPaths.twoFactorDisable, { password: `guess-${i}`, code: appCode(t, key) }, t.demoCookie)).status);
    expect(statuses).toEqual([403, 403, 403, 403, 423]);
    expect((await send(t.app, 'POST', apiPaths.twoFactorDisable, { password: DEMO_PASSWORD, code: appCode(t, key) }, t.demoCookie)).status).toBe(423);
    expect((await status(t, t.demoCookie)).totpEnabled).toBe(true);
  });
});
