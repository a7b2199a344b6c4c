// One mailer per process over the operator's SMTP server (nodemailer's pooled transport). Mails are
// sent in the background: a request never waits on the mail server (nor does its answer time tell
// whether a mail went out), and a failure is logged, never shown to the person who asked.
import nodemailer from 'nodemailer';
import type { Logger } from 'pino';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  /** Queues the mail; returns at once. */
  send(mail: OutgoingMail): void;
  /** Resolves once every mail queued so far was handed to the server or failed (tests, shutdown). */
  idle(): Promise<void>;
  close(): void;
}

export function createMailer(config: { smtpUrl: string; from: string }, logger?: Logger): Mailer {
  const transport = nodemailer.createTransport(config.smtpUrl);
  const pending = new Set<Promise<void>>();
  return {
    send(mail) {
      const delivery = transport.sendMail({ from: config.from, ...mail }).then(
        () => undefined,
        (error: unknown) => {
          // The address is the person's; the log names only what failed.
          if (logger) logger.error({ err: error, subject: mail.subject }, 'mail not sent');
          else console.error(`[mail] "${mail.subject}" not sent:`, error);
        },
      );
      pending.add(delivery);
      void delivery.finally(() => pending.delete(delivery));
    },
    async idle() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
    close() {
      transport.close();
    },
  };
}
