// The operator's account-mail settings as the app is given them. Types only, beside nothing that
// reads RouteDeps, so app-env.ts can name them without a circle back through auth/.
import type { RateLimitRule } from '../db/repositories/rate-limits';
import type { Mailer } from '../services/mail/mailer';

/** The operator's mail: the mailer and whether an unverified address holds back what sends data outward. */
export interface AccountMail {
  mailer: Mailer;
  requireVerification: boolean;
}

export interface MailRateLimits {
  /** Verification mails one account may ask for again. */
  resendVerification: RateLimitRule;
  /** Reset mails asked for one address. */
  resetPerAddress: RateLimitRule;
  /** Reset requests from one client address, whatever the addresses asked for. */
  resetPerClient: RateLimitRule;
}
