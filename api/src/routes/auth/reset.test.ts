// "Forgot password?" over a real SMTP server on loopback: one answer for every address, the reset
// link (single use, 1 h), a reset ending every session and lifting a lock-out, and the rate limits.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORGOT_PASSWORD_ANSWER, LINK_EXPIRED_MESSAGE, apiPaths } from '@provana/contracts';
import { RESET_LINK_MS } from '../../auth/account-links';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../../auth/accounts';
import { accountMailOver, linkToken, startMailCapture, type MailCapture } from '../../../test/support/mail-capture';
import { createTestContext, get, login, onPostgres, send, type TestContextOptions } from '../../../test/helpers';

let capture: MailCapture;
const mailers: { close(): void }[] = [];
beforeAll(async () => {
  capture = await startMailCapture();
});
afterAll(async () => {
  for (const mailer of mailers) mailer.close();
  await capture.close();
});

async function withMail(options: TestContextOptions = {}) {
  const accountMail = accountMailOver(capture);
  mailers.push(accountMail.mailer);
  const t = await createTestContext({ ...options, accountMail });
  return { ...t, mailer: accountMail.mailer };
}

const forgot = (t: Awaited<ReturnType<typeof withMail>>, email: string, headers: Record<string, string> = {}) =>
  t.app.request(apiPaths.forgotPassword, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify({ email }) });

describe('forgot password', () => {
  it('answers an unknown address exactly as a known one, and mails only the known one', async () => {
    const t = await withMail();
    const unknown = await forgot(t, 'nobody@example.com');
    await t.mailer.idle();
    expect(capture.messages.filter((m) => m.to.includes('nobody@example.com'))).toEqual([]);
    const known = await forgot(t, DEMO_EMAIL.toUpperCase());
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    const body = await known.text();
    expect(body).toBe(await unknown.text());
    expect(JSON.parse(body)).toEqual({ success: true, message: FORGOT_PASSWORD_ANSWER });
    expect([...known.headers.keys()].sort()).toEqual([...unknown.headers.keys()].sort());

    const mail = await capture.next();
    expect(mail.to).toEqual([DEMO_EMAIL]);
    expect(mail.subject).toBe('Reset your PROVANA password');
    // Without PROVANA_PUBLIC_URL the link points at the origin the request came to.
    expect(mail.body).toContain('http://localhost/reset-password?token=');
  });

  it.runIf(onPostgres)('answers a known address without waiting for its link to be stored (no timing to tell it from an unknown one)', async () => {
    const t = await withMail();
    if (t.db.dialect !== 'postgres') throw new Error('expected PostgreSQL');
    // Another transaction holds the tokens table: a handler that stored the link before answering would wait.
    const holder = await t.db.pool.connect();
    try {
      await holder.query('BEGIN');
      await holder.query('LOCK TABLE account_tokens IN ACCESS EXCLUSIVE MODE');
      const answered = Promise.resolve(forgot(t, DEMO_EMAIL)).then((r) => r.status);
      const stuck = new Promise<string>((resolve) => setTimeout(() => resolve('still waiting after 5 s'), 5000));
      expect(await Promise.race([answered, stuck])).toBe(200);
      await holder.query('COMMIT');
    } finally {
      holder.release();
    }
    // Once the table is free the link is stored and mailed.
    expect((await capture.next()).to).toEqual([DEMO_EMAIL]);
  });

  it('resets the password with the mailed link, once: every session ends and the new password signs in', async () => {
    const t = await withMail();
    const other = await login(t.app, DEMO_EMAIL, DEMO_PASSWORD, true);
    await forgot(t, DEMO_EMAIL);
    const token = linkToken(await capture.next(), '/reset-password');

    const short = await send(t.app, 'POST', apiPaths.resetPassword, { token, password: 'short' });
    expect(short.status).toBe(400);
    expect(await short.json()).toMatchObject({ error: { field: 'password' } });

    const reset = await send(t.app, 'POST', apiPaths.resetPassword, { token, password: 'a-new-password' });
    expect(reset.status).toBe(200);
    expect((await capture.next()).subject).toBe('Your PROVANA password was changed');
    for (const cookie of [t.demoCookie, other]) expect((await get(t.app, apiPaths.me, cookie)).status).toBe(401);
    await expect(login(t.app, DEMO_EMAIL, DEMO_PASSWORD)).rejects.toThrow(/401/);
    expect(await login(t.app, DEMO_EMAIL, 'a-new-password')).toMatch(/^provana_session=/);

    const again = await send(t.app, 'POST', apiPaths.resetPassword, { token, password: 'another-password' });
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({ error: { code: 'invalid_token', message: LINK_EXPIRED_MESSAGE, field: 'token' } });
  });

  it('refuses a link an hour old, and a verification link used as a reset link', async () => {
    const t = await withMail();
    await forgot(t, DEMO_EMAIL);
    const token = linkToken(await capture.next(), '/reset-password');
    t.clock.advanceMs(RESET_LINK_MS - 1000);
    const otherRequest = await forgot(t, DEMO_EMAIL);
    expect(otherRequest.status).toBe(200);
    const fresh = linkToken(await capture.next(), '/reset-password');
    t.clock.advanceMs(1000);
    expect((await send(t.app, 'POST', apiPaths.resetPassword, { token, password: 'a-new-password' })).status).toBe(400);
    expect((await send(t.app, 'POST', apiPaths.verifyEmail, { token: fresh })).status).toBe(400);
    expect((await send(t.app, 'POST', apiPaths.resetPassword, { token: fresh, password: 'a-new-password' })).status).toBe(200);
    expect((await capture.next()).subject).toBe('Your PROVANA password was changed');
  });

  it('lifts a lock-out', async () => {
    const t = await withMail();
    for (let i = 0; i < 5; i++) await send(t.app, 'POST', apiPaths.login, { email: DEMO_EMAIL, password: 'wrong-password' });
    expect((await send(t.app, 'POST', apiPaths.login, { email: DEMO_EMAIL, password: DEMO_PASSWORD })).status).toBe(423);
    await forgot(t, DEMO_EMAIL);
    const token = linkToken(await capture.next(), '/reset-password');
    expect((await send(t.app, 'POST', apiPaths.resetPassword, { token, password: 'after-the-lock' })).status).toBe(200);
    expect((await capture.next()).subject).toBe('Your PROVANA password was changed');
    expect((await send(t.app, 'POST', apiPaths.login, { email: DEMO_EMAIL, password: 'after-the-lock' })).status).toBe(200);
  });

  it('limits requests per address (known or not, the same) and per client', async () => {
    const t = await withMail({ trustProxy: true });
    const from = (n: number) => ({ 'X-Forwarded-For': `198.51.100.${n}` });
    for (const email of [DEMO_EMAIL, 'ghost@example.com']) {
      for (let i = 0; i < 3; i++) expect((await forgot(t, email, from(i))).status).toBe(200);
      const limited = await forgot(t, email, from(9));
      expect(limited.status).toBe(429);
      expect(((await limited.json()) as { error: { message: string } }).error.message).toBe(
        'Too many password reset requests for this email address. Try again in 60 minutes.',
      );
    }
    for (let i = 0; i < 3; i++) await capture.next();
    // One client asking for many addresses is stopped after 10.
    for (let i = 0; i < 10; i++) expect((await forgot(t, `person${i}@example.com`, from(200))).status).toBe(200);
    const sprayed = await forgot(t, 'person10@example.com', from(200));
    expect(sprayed.status).toBe(429);
    expect(((await sprayed.json()) as { error: { message: string } }).error.message).toMatch(/^Too many password reset requests from this address/);
    await t.mailer.idle();
  });
});
