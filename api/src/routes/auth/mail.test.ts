// Email verification over a real SMTP server on loopback: the sign-up mail, its link (single use,
// 24 h), resending it (rate-limited), and what an unverified account may not do while it is required.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LINK_EXPIRED_MESSAGE, apiPaths, calendarSubscriptionPaths, type SessionUser } from '@provana/contracts';
import { VERIFY_LINK_MS } from '../../auth/account-links';
import { accountMailOver, linkToken, startMailCapture, type MailCapture } from '../../../test/support/mail-capture';
import { createTestContext, get, send, signUp, type TestContextOptions } from '../../../test/helpers';

let capture: MailCapture;
const mailers: { close(): void }[] = [];
beforeAll(async () => {
  capture = await startMailCapture();
});
afterAll(async () => {
  for (const mailer of mailers) mailer.close();
  await capture.close();
});

async function withMail(options: TestContextOptions & { requireVerification?: boolean } = {}) {
  const accountMail = accountMailOver(capture, options.requireVerification ?? true);
  mailers.push(accountMail.mailer);
  const t = await createTestContext({ publicUrl: 'https://provana.example', ...options, accountMail });
  return { ...t, mailer: accountMail.mailer };
}

const me = async (t: { app: Parameters<typeof get>[0] }, cookie: string) =>
  ((await (await get(t.app, apiPaths.me, cookie)).json()) as { user: SessionUser }).user;

describe('email verification', () => {
  it('mails a link at sign-up; following it verifies the address, once', async () => {
    const t = await withMail();
    const { cookie } = await signUp(t.app, 'new.person@example.com');
    expect(await me(t, cookie)).toMatchObject({ emailVerified: false, verificationRequired: true });

    const mail = await capture.next();
    expect(mail.to).toEqual(['new.person@example.com']);
    expect(mail.subject).toBe('Verify your email address for PROVANA');
    expect(mail.body).toContain('https://provana.example/verify-email?token=');
    expect(mail.body).toContain('Content-Type: text/html');
    const token = linkToken(mail, '/verify-email');
    // Only the hash is stored.
    const stored = await t.rows<{ token_hash: string; purpose: string }>('SELECT token_hash, purpose FROM account_tokens');
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ purpose: 'verify' });
    expect(stored[0]?.token_hash).not.toContain(token);

    const verified = await send(t.app, 'POST', apiPaths.verifyEmail, { token });
    expect(verified.status).toBe(200);
    expect(await me(t, cookie)).toMatchObject({ emailVerified: true, verificationRequired: true });

    const again = await send(t.app, 'POST', apiPaths.verifyEmail, { token });
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({ error: { code: 'invalid_token', message: LINK_EXPIRED_MESSAGE, field: 'token' } });
  });

  it('refuses a link after 24 hours, and an unknown one, in the same words', async () => {
    const t = await withMail();
    await signUp(t.app, 'late@example.com');
    const token = linkToken(await capture.next(), '/verify-email');
    t.clock.advanceMs(VERIFY_LINK_MS);
    const late = await send(t.app, 'POST', apiPaths.verifyEmail, { token });
    const unknown = await send(t.app, 'POST', apiPaths.verifyEmail, { token: 'x'.repeat(43) });
    expect(late.status).toBe(400);
    expect(await late.json()).toEqual(await unknown.json());
  });

  it('lets only one of two simultaneous uses of a link succeed', async () => {
    const t = await withMail();
    await signUp(t.app, 'race@example.com');
    const token = linkToken(await capture.next(), '/verify-email');
    const answers = await Promise.all([1, 2, 3].map(() => send(t.app, 'POST', apiPaths.verifyEmail, { token })));
    expect(answers.map((r) => r.status).sort()).toEqual([200, 400, 400]);
  });

  it('resends a new link while unverified, up to 3 in 15 minutes, then says when to try again', async () => {
    const t = await withMail();
    const { cookie } = await signUp(t.app, 'resend@example.com');
    const first = linkToken(await capture.next(), '/verify-email');
    for (let i = 0; i < 3; i++) {
      const res = await send(t.app, 'POST', apiPaths.resendVerification, {}, cookie);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ success: true, message: 'We sent a new link to resend@example.com.' });
      expect(linkToken(await capture.next(), '/verify-email')).not.toBe(first);
    }
    const limited = await send(t.app, 'POST', apiPaths.resendVerification, {}, cookie);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('900');
    expect(((await limited.json()) as { error: { message: string } }).error.message).toBe('Too many verification emails. Try again in 15 minutes.');
    // Any of the links verifies, and the others stop working with it.
    expect((await send(t.app, 'POST', apiPaths.verifyEmail, { token: first })).status).toBe(200);
    const done = await send(t.app, 'POST', apiPaths.resendVerification, {}, cookie);
    expect(done.status).toBe(409);
    expect(await done.json()).toMatchObject({ error: { code: 'already_verified' } });
    expect((await send(t.app, 'POST', apiPaths.resendVerification, {})).status).toBe(401);
  });

  it('holds back the model and calendar subscriptions until the address is verified', async () => {
    const model = { baseURL: 'http://127.0.0.1:9/v1', model: 'llama3.2', timeoutMs: 500 };
    const t = await withMail({ model });
    const { cookie, executiveId } = await signUp(t.app, 'careful@example.com');
    const token = linkToken(await capture.next(), '/verify-email');
    const useModel = () => send(t.app, 'PUT', apiPaths.assistantSettings(executiveId), { choice: 'model' }, cookie);
    const subscribe = () =>
      send(t.app, 'POST', calendarSubscriptionPaths.subscriptions(executiveId), { name: 'Team', url: 'https://calendar.example/team.ics' }, cookie);
    for (const res of [await useModel(), await subscribe()]) {
      expect(res.status).toBe(403);
      expect(await res.json()).toMatchObject({ error: { code: 'email_unverified' } });
    }
    // Everything else works unverified, the built-in assistant included.
    expect((await send(t.app, 'PUT', apiPaths.assistantSettings(executiveId), { choice: 'built-in' }, cookie)).status).toBe(200);
    expect((await get(t.app, apiPaths.dailyBrief(executiveId), cookie)).status).toBe(200);

    await send(t.app, 'POST', apiPaths.verifyEmail, { token });
    expect((await useModel()).status).toBe(200);
  });

  it('with PROVANA_REQUIRE_EMAIL_VERIFICATION=false still mails the link but requires nothing', async () => {
    const model = { baseURL: 'http://127.0.0.1:9/v1', model: 'llama3.2', timeoutMs: 500 };
    const t = await withMail({ model, requireVerification: false });
    const { cookie, executiveId } = await signUp(t.app, 'relaxed@example.com');
    expect((await capture.next()).to).toEqual(['relaxed@example.com']);
    expect(await me(t, cookie)).toMatchObject({ emailVerified: false, verificationRequired: false });
    expect((await send(t.app, 'PUT', apiPaths.assistantSettings(executiveId), { choice: 'model' }, cookie)).status).toBe(200);
  });
});

describe('without mail configured', () => {
  it('requires no verification, sends nothing and says reset by email is not available', async () => {
    const t = await createTestContext();
    const before = capture.messages.length;
    const { cookie } = await signUp(t.app, 'plain@example.com');
    expect(await me(t, cookie)).toMatchObject({ emailVerified: false, verificationRequired: false });
    const forgot = await send(t.app, 'POST', apiPaths.forgotPassword, { email: 'plain@example.com' });
    expect(forgot.status).toBe(409);
    expect(await forgot.json()).toMatchObject({ error: { code: 'mail_not_configured' } });
    expect((await send(t.app, 'POST', apiPaths.resendVerification, {}, cookie)).status).toBe(409);
    expect(await t.rows('SELECT * FROM account_tokens')).toEqual([]);
    expect(capture.messages.length).toBe(before);
  });

  it('counts the demo account as verified', async () => {
    const t = await createTestContext();
    expect(await me(t, t.demoCookie)).toMatchObject({ emailVerified: true });
  });
});
