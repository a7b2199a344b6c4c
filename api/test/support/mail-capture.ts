// A real SMTP server on 127.0.0.1 (smtp-server from npm) that keeps every message it receives, so a
// test can read the mail the API sent through nodemailer and follow its link.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import type { AccountMail } from '../../src/auth/mail-settings';
import { createMailer } from '../../src/services/mail/mailer';

export interface CapturedMail {
  to: string[];
  subject: string;
  /** The whole message with quoted-printable soft breaks and escapes undone: text and HTML parts. */
  body: string;
}

export interface MailCapture {
  smtpUrl: string;
  messages: CapturedMail[];
  /** The next message received (or the oldest not yet taken). */
  next(): Promise<CapturedMail>;
  close(): Promise<void>;
}

const decodeQuotedPrintable = (text: string) =>
  text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));

export async function startMailCapture(): Promise<MailCapture> {
  const messages: CapturedMail[] = [];
  let taken = 0;
  const waiting: ((mail: CapturedMail) => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    // Plain SMTP on loopback: no certificate for nodemailer to check.
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const subject = /^Subject: (.*)$/m.exec(raw)?.[1]?.trim() ?? '';
        const mail: CapturedMail = { to: session.envelope.rcptTo.map((r) => r.address), subject, body: decodeQuotedPrintable(raw) };
        messages.push(mail);
        const waiter = waiting.shift();
        if (waiter) {
          taken += 1;
          waiter(mail);
        }
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.server.address() as AddressInfo;
  return {
    smtpUrl: `smtp://127.0.0.1:${port}`,
    messages,
    next: () => {
      const ready = messages[taken];
      if (ready) {
        taken += 1;
        return Promise.resolve(ready);
      }
      return new Promise((resolve) => waiting.push(resolve));
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The app's account mail over the capture server. */
export function accountMailOver(capture: MailCapture, requireVerification = true): AccountMail {
  return { mailer: createMailer({ smtpUrl: capture.smtpUrl, from: 'PROVANA <no-reply@provana.test>' }), requireVerification };
}

/** The token of the first /verify-email or /reset-password link in a mail. */
export function linkToken(mail: CapturedMail, path: '/verify-email' | '/reset-password'): string {
  const match = new RegExp(`${path}\\?token=([A-Za-z0-9_-]+)`).exec(mail.body);
  if (!match?.[1]) throw new Error(`no ${path} link in "${mail.subject}"`);
  return match[1];
}
