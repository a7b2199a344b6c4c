// The operator's mail settings: PROVANA_SMTP_URL (smtp://user:pass@host:587, or smtps:// for TLS
// from the first byte), PROVANA_MAIL_FROM (the sender, "Provana <no-reply@example.com>"), and
// PROVANA_REQUIRE_EMAIL_VERIFICATION (on by default once mail is on). Without an SMTP URL no mail
// is sent and nothing asks for a verified address: the embedded default runs as before.
import { z } from 'zod';

export const mailEnvShape = {
  PROVANA_SMTP_URL: z
    .string()
    .optional()
    .refine((url) => !url || /^smtps?:\/\/[^/]/.test(url), 'must be an smtp:// or smtps:// URL such as smtp://user:pass@mail.example.com:587')
    .transform((url) => url || undefined),
  PROVANA_MAIL_FROM: z
    .string()
    .trim()
    .optional()
    .transform((from) => from || undefined),
  PROVANA_REQUIRE_EMAIL_VERIFICATION: z
    .enum(['true', 'false', '1', '0'])
    .default('true')
    .transform((v) => v === 'true' || v === '1'),
};

export interface MailConfig {
  smtpUrl: string;
  from: string;
  requireVerification: boolean;
}

/** The mail configuration, or null without an SMTP URL; a URL without a sender is refused at start-up. */
export function mailConfigFromEnv(env: {
  PROVANA_SMTP_URL?: string | undefined;
  PROVANA_MAIL_FROM?: string | undefined;
  PROVANA_REQUIRE_EMAIL_VERIFICATION: boolean;
}): MailConfig | null {
  if (!env.PROVANA_SMTP_URL) return null;
  if (!env.PROVANA_MAIL_FROM)
    throw new Error('Invalid environment: PROVANA_MAIL_FROM is required with PROVANA_SMTP_URL (e.g. "Provana <no-reply@example.com>")');
  return { smtpUrl: env.PROVANA_SMTP_URL, from: env.PROVANA_MAIL_FROM, requireVerification: env.PROVANA_REQUIRE_EMAIL_VERIFICATION };
}
