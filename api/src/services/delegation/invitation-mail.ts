// The mail that carries an invitation to work in an executive's workspace, in the product's words.
import type { DelegateRole } from '@provana/contracts';
import { html } from '../mail/account-mails';
import type { OutgoingMail } from '../mail/mailer';

const ROLE_TEXT: Record<DelegateRole, string> = {
  viewer: 'as a Viewer: you can read the workspace, except items marked private',
  editor: 'as an Editor: you can read the workspace and add, change, complete and delete items, except items marked private',
  full: 'with Full access: you can read and change the workspace, private items included',
};

export function invitationMail(to: string, link: string, executiveName: string, role: DelegateRole, endsOn: string | null): OutgoingMail {
  const intro = `${executiveName} invited you to work in their PROVANA executive dashboard ${ROLE_TEXT[role]}.`;
  const until = endsOn ? `Your access ends after ${endsOn}.` : 'Your access lasts until they end it.';
  const how = `Sign in or create an account with this email address (${to}), then accept the invitation.`;
  const expiry = 'The link works once and for 7 days. If you did not expect this invitation, you can ignore this email.';
  return {
    to,
    subject: `${executiveName} invited you to their PROVANA workspace`,
    text: `${intro}\n${until}\n\n${how}\n\nAccept the invitation:\n${link}\n\n${expiry}\n`,
    html: html([intro, until, how, expiry], { href: link, label: 'Accept the invitation' }),
  };
}
