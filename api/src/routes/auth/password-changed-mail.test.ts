// "Your PROVANA password was changed": mailed (with mail configured) after a change in Settings and
// after a reset, to the account's address, with no link; nothing is sent without mail or for a
// refused change.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '@provana/contracts';
import { accountMailOver, linkToken, startMailCapture, type MailCapture } from '../../../test/support/mail-capture';
import { createTestContext, send, signUp } from '../../../test/helpers';

let capture: MailCapture;
const mailers: { close(): void }[] = [];
beforeAll(async () => {
  capture = await startMailCapture();
});
afterAll(async () => {
  for (const mailer of mailers) mailer.close();
  await capture.close();
});

async function withMail() {
  const accountMail = accountMailOver(capture, false);
  mailers.push(accountMail.mailer);
  return { ...(await createTestContext({ publicUrl: 'https://provana.example', accountMail })), mailer: accountMail.mailer };
}

describe('the password-changed mail', () => {
  it('tells the address after a change in Settings, and not after a refused one', async () => {
    const t = await withMail();
    const { cookie } = await signUp(t.app, 'grace@example.com', 'graces-password');
    await capture.next(); // verification
    const refused = await send(t.app, 'POST', apiPaths.changePassword, { currentPassword: 'not-hers', newPassword: 'a-new-password' }, cookie);
    expect(refused.status).toBe(400);
    await t.mailer.idle();
    expect(capture.messages.filter((m) => m.subject === 'Your PROVANA password was changed')).toEqual([]);

    const changed = await send(t.app, 'POST', apiPaths.changePassword, { currentPassword: 'graces-password', newPassword: 'a-new-password' }, cookie);
    expect(changed.status).toBe(200);
    const mail = await capture.next();
    expect(mail.to).toEqual(['grace@example.com']);
    expect(mail.subject).toBe('Your PROVANA password was changed');
    expect(mail.body).toContain('was just changed in Settings');
    expect(mail.body).not.toContain('https://');
  });

  it('tells the address after a reset', async () => {
    const t = await withMail();
    await signUp(t.app, 'heidi@example.com', 'heidis-password');
    await capture.next(); // verification
    expect((await send(t.app, 'POST', apiPaths.forgotPassword, { email: 'heidi@example.com' })).status).toBe(200);
    const token = linkToken(await capture.next(), '/reset-password');
    expect((await send(t.app, 'POST', apiPaths.resetPassword, { token, password: 'a-brand-new-password' })).status).toBe(200);
    const mail = await capture.next();
    expect(mail).toMatchObject({ to: ['heidi@example.com'], subject: 'Your PROVANA password was changed' });
    expect(mail.body).toContain('was just reset with a link sent to this address');
  });

  it('sends nothing without mail configured', async () => {
    const t = await createTestContext();
    const { cookie } = await signUp(t.app, 'ivan@example.com', 'ivans-password');
    const before = capture.messages.length;
    expect((await send(t.app, 'POST', apiPaths.changePassword, { currentPassword: 'ivans-password', newPassword: 'a-new-password' }, cookie)).status).toBe(200);
    expect(capture.messages.length).toBe(before);
  });
});
