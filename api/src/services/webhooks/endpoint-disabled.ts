// Telling a workspace's owner that a webhook endpoint was turned off for failing: the bell shows it
// from the data (services/notifications.ts); where the server sends mail, a mail says it too.
import type { Repositories } from '../../db/repositories';
import { html } from '../mail/account-mails';
import type { Mailer, OutgoingMail } from '../mail/mailer';

export function endpointDisabledMail(to: string, host: string, settingsLink: string): OutgoingMail {
  const intro = `Every delivery to your webhook at ${host} failed for 24 hours, so PROVANA turned it off.`;
  const after = 'Nothing more is sent to it. Once the receiver works again, turn the webhook on in Settings → Webhooks and send the failed deliveries again.';
  return {
    to,
    subject: 'A PROVANA webhook was turned off',
    text: `${intro}\n\n${after}\n\n${settingsLink}\n`,
    html: html([intro, after], { href: settingsLink, label: 'Open PROVANA' }),
  };
}

/** The engine's onEndpointDisabled: a mail to the owner (nothing without mail or a public address for the link). */
export const mailOwnerWhenDisabled =
  (deps: { repos: Repositories; mailer: Mailer | null; publicUrl: string | null }) =>
  async (endpoint: { executiveId: number; url: string }): Promise<void> => {
    if (!deps.mailer || !deps.publicUrl) return;
    const to = await deps.repos.executives.ownerEmail(endpoint.executiveId);
    if (to) deps.mailer.send(endpointDisabledMail(to, new URL(endpoint.url).host, new URL('/dashboard', deps.publicUrl).href));
  };
