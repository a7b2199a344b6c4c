// The mails an account receives, in the product's words: plain text first, and the same in simple
// HTML (one link, no images, no tracking).
import type { OutgoingMail } from './mailer';

export const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function html(paragraphs: readonly string[], link: { href: string; label: string }): string {
  const body = paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n');
  const button = `<p><a href="${escapeHtml(link.href)}" style="display:inline-block;padding:10px 16px;background:#1e3a8a;color:#ffffff;border-radius:6px;text-decoration:none">${escapeHtml(link.label)}</a></p>`;
  const fallback = `<p style="color:#555555;font-size:13px">If the button does not work, open this address: ${escapeHtml(link.href)}</p>`;
  return `<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#111111">\n<p><strong>PROVANA</strong></p>\n${body}\n${button}\n${fallback}\n</body></html>`;
}

export function verificationMail(to: string, link: string): OutgoingMail {
  const intro = 'Please confirm that this is your email address for your PROVANA executive dashboard.';
  const expiry = 'The link works once and for 24 hours. If you did not create an account, you can ignore this email.';
  return {
    to,
    subject: 'Verify your email address for PROVANA',
    text: `${intro}\n\nVerify your email address:\n${link}\n\n${expiry}\n`,
    html: html([intro, expiry], { href: link, label: 'Verify email address' }),
  };
}

export function passwordResetMail(to: string, link: string): OutgoingMail {
  const intro = 'Someone asked to reset the password of your PROVANA account.';
  const expiry =
    'The link works once and for 1 hour. Resetting signs you out everywhere. If you did not ask for this, you can ignore this email: your password stays as it is.';
  return {
    to,
    subject: 'Reset your PROVANA password',
    text: `${intro}\n\nChoose a new password:\n${link}\n\n${expiry}\n`,
    html: html([intro, expiry], { href: link, label: 'Choose a new password' }),
  };
}

export function linkSignInMail(to: string, link: string, providerName: string): OutgoingMail {
  const intro = `Someone signed in with ${providerName} using this address and asked to link that sign-in to your PROVANA account.`;
  const after = `Once linked, "Continue with ${providerName}" signs you in to this account.`;
  const expiry = 'The link works once and for 30 minutes. If this was not you, ignore this email: nothing is linked, and you may want to change your password.';
  return {
    to,
    subject: `Link your ${providerName} sign-in to PROVANA`,
    text: `${intro}\n\nLink the sign-in:\n${link}\n\n${after}\n\n${expiry}\n`,
    html: html([intro, after, expiry], { href: link, label: `Link ${providerName} sign-in` }),
  };
}

/** After a change in Settings or a reset: the owner hears of it, whoever made it. No link: nothing to click in a mail that may be forged. */
export function passwordChangedMail(to: string, how: 'changed' | 'reset'): OutgoingMail {
  const intro =
    how === 'reset'
      ? 'The password of your PROVANA account was just reset with a link sent to this address. Every session of the account was signed out.'
      : 'The password of your PROVANA account was just changed in Settings. Your other sessions were signed out.';
  const advice =
    'If this was you, there is nothing more to do. If it was not, open PROVANA and use "Forgot password?" on the sign-in screen at once to choose a new password, then check Settings → Security.';
  const body = `<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#111111">\n<p><strong>PROVANA</strong></p>\n<p>${escapeHtml(intro)}</p>\n<p>${escapeHtml(advice)}</p>\n</body></html>`;
  return { to, subject: 'Your PROVANA password was changed', text: `${intro}\n\n${advice}\n`, html: body };
}
