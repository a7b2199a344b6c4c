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
  /** A calendar invitation (nodemailer sends it as the text/calendar part and an .ics attachment). */
  icalEvent?: { method: 'REQUEST' | 'CANCEL'; filename: string; content: string };
}

export interface Mailer {
  /** Queues the mail; returns at once. */
  send(mail: OutgoingMail): void;
  /**
   * Prepares the mail in the background as well (storing the link it carries), then sends it; returns
   * at once, so the answer's timing does not depend on whether there was anything to send.
   */
  sendPrepared(prepare: () => Promise<OutgoingMail>): void;
  /** Resolves once every mail queued so far was handed to the server or failed (tests, shutdown). */
  idle(): Promise<void>;
  close(): void;
}

export function createMailer(config: { smtpUrl: string; from: string }, logger?: Logger): Mailer {
  const transport = nodemailer.createTransport(config.smtpUrl);
  const pending = new Set<Promise<void>>();
  const track = (work: Promise<void>) => {
    pending.add(work);
    void work.finally(() => pending.delete(work));
  };
  // The address is the person's; the log names only what failed.
  const failed = (what: string) => (error: unknown) => {
    if (logger) logger.error({ err: error, subject: what }, 'mail not sent');
    else console.error(`[mail] "${what}" not sent:`, error);
  };
  const deliver = (mail: OutgoingMail) => transport.sendMail({ from: config.from, ...mail }).then(() => undefined, failed(mail.subject));
  return {
    send(mail) {
      track(deliver(mail));
    },
    sendPrepared(prepare) {
      track(prepare().then(deliver, failed('a mail not prepared')));
    },
    async idle() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
    close() {
      transport.close();
    },
  };
}
