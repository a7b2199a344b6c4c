// The owner's mail when an endpoint is turned off: to the workspace owner's address, naming the host
// alone (an endpoint's path may carry a credential), with a link to Provana; none without mail or a
// public address.
import { describe, expect, it } from 'vitest';
import { createTestContext } from '../../../test/helpers';
import type { Mailer, OutgoingMail } from '../mail/mailer';
import { mailOwnerWhenDisabled } from './endpoint-disabled';

function collectingMailer(): Mailer & { sent: OutgoingMail[] } {
  const sent: OutgoingMail[] = [];
  return { sent, send: (mail) => void sent.push(mail), sendPrepared: () => undefined, idle: async () => undefined, close: () => undefined };
}

describe('the mail about an endpoint turned off', () => {
  it("goes to the workspace owner's address with the host alone and a link", async () => {
    const t = await createTestContext();
    const mailer = collectingMailer();
    await mailOwnerWhenDisabled({ repos: t.repos, mailer, publicUrl: 'https://provana.example.com' })({
      executiveId: 1,
      url: 'https://hooks.example.com/in/s3cr3t',
    });
    const [mail] = mailer.sent;
    expect(mail?.to).toBe(await t.repos.executives.ownerEmail(1));
    expect(mail?.subject).toBe('A PROVANA webhook was turned off');
    expect(mail?.text).toContain('hooks.example.com');
    expect(mail?.text).toContain('https://provana.example.com/dashboard');
    expect(`${mail?.text}${mail?.html}`).not.toContain('s3cr3t');
  });

  it('is not sent without a public address for its link', async () => {
    const t = await createTestContext();
    const mailer = collectingMailer();
    await mailOwnerWhenDisabled({ repos: t.repos, mailer, publicUrl: null })({ executiveId: 1, url: 'https://hooks.example.com/in' });
    expect(mailer.sent).toEqual([]);
  });
});
