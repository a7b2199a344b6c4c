// While the server requires it (mail configured and PROVANA_REQUIRE_EMAIL_VERIFICATION not false),
// an account whose address is unverified may use everything except what sends its data to a
// third party. Those features are named here, in one list, and each route checks its own entry.
import type { SessionUser } from '@provana/contracts';
import type { RouteDeps } from '../app-env';
import { HttpError } from '../lib/http-error';

/** What sends data outward, and the words a refusal uses for it. */
export const OUTWARD_FEATURES = {
  /** Turning on the operator's model: the executive's data goes to the model server. */
  model: 'turn on the model',
  /** Adding a subscribed calendar: the server fetches an address the person chose. */
  calendarSubscription: 'subscribe to a calendar',
  /** Adding a webhook endpoint: the workspace's events go to an address the person chose. */
  webhook: 'add a webhook',
} as const;
export type OutwardFeature = keyof typeof OUTWARD_FEATURES;

export const verificationRequired = (deps: Pick<RouteDeps, 'accountMail'>): boolean => deps.accountMail?.requireVerification === true;

/** The session user with the server's requirement beside its own verified flag (what /me and sign-in answer). */
export function withVerificationState(deps: Pick<RouteDeps, 'accountMail'>, user: SessionUser): SessionUser {
  return { ...user, emailVerified: user.emailVerified === true, verificationRequired: verificationRequired(deps) };
}

/** Refuses with 403 `email_unverified` while the requirement holds and the address is not verified. */
export function requireVerifiedEmail(deps: Pick<RouteDeps, 'accountMail'>, user: SessionUser | null, feature: OutwardFeature): void {
  if (!verificationRequired(deps) || user?.emailVerified === true) return;
  throw new HttpError(
    403,
    'email_unverified',
    `Please verify your email address before you ${OUTWARD_FEATURES[feature]}. We sent you a link; you can send it again from the dashboard.`,
  );
}
