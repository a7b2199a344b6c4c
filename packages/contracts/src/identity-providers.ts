// Signing in with an identity provider (OpenID Connect): the providers the operator configured, the
// page that confirms linking a provider sign-in to an existing account, and the linked sign-ins in
// Settings. The callback's failures come back to the sign-in screen as a code in its address
// (?signin_error=<code>&provider=<name>); the screen says the sentence below, never the provider's words.
import { z } from 'zod';

/** A provider's name as in its redirect URI: lower-case letters, digits and underscores. */
export const OidcProviderNameSchema = z
  .string()
  .regex(/^[a-z0-9]+(?:_[a-z0-9]+)*$/, 'must be a configured provider name')
  .max(40);

export const OidcProviderParamsSchema = z.object({ name: OidcProviderNameSchema });

export const OidcProviderSchema = z.object({ name: z.string(), displayName: z.string() });
export type OidcProvider = z.infer<typeof OidcProviderSchema>;
export const OidcProvidersResponseSchema = z.object({ providers: z.array(OidcProviderSchema) });
export type OidcProvidersResponse = z.infer<typeof OidcProvidersResponseSchema>;

/** GET /api/auth/oidc/:name/start?remember=1&tz=Europe/Paris: Remember me, and the zone for a new account. */
export const OidcStartQuerySchema = z.object({
  remember: z.enum(['0', '1']).optional(),
  tz: z.string().max(64).optional(),
});

/** Why the callback sent the person back to the sign-in screen; {provider} is the provider's display name. */
export const OIDC_SIGN_IN_ERRORS = {
  unknown_provider: 'This sign-in option is not available any more. Sign in with your email and password.',
  provider_unavailable: 'We could not reach {provider} just now. Try again in a moment.',
  cancelled: 'Signing in with {provider} was cancelled.',
  expired: 'This sign-in took too long or was already used. Start again.',
  failed: 'The answer from {provider} could not be checked, so you were not signed in. Start again.',
  email_missing: '{provider} did not share your email address, so you were not signed in. Allow it and try again.',
  email_unverified: 'Your {provider} account has no verified email address. Verify it with {provider} first, then try again.',
  locked: 'Too many failed sign-in attempts. Your account is locked for a while; try again later.',
  rate_limited: 'Too many sign-ups from this network. Try again later.',
} as const;
export type OidcSignInErrorCode = keyof typeof OIDC_SIGN_IN_ERRORS;

/** The sentence for an error code from the sign-in screen's address (null: not one of ours). */
export function oidcSignInErrorMessage(code: string, providerName: string | null): string | null {
  if (!Object.hasOwn(OIDC_SIGN_IN_ERRORS, code)) return null;
  return OIDC_SIGN_IN_ERRORS[code as OidcSignInErrorCode].replaceAll('{provider}', providerName || 'the identity provider');
}

const TokenSchema = z.string().min(1, 'is required').max(200);

/** GET /api/auth/oidc/link?token=…: what the confirm page shows. */
export const OidcPendingLinkQuerySchema = z.object({ token: TokenSchema });
export const OidcPendingLinkSchema = z.object({
  provider: z.string(),
  displayName: z.string(),
  email: z.string(),
  /** The account has a password to confirm with (one created by a provider's sign-in may not). */
  hasPassword: z.boolean(),
  /** A link can be mailed to the address instead (mail is configured and the address was verified). */
  canMail: z.boolean(),
});
export type OidcPendingLink = z.infer<typeof OidcPendingLinkSchema>;

export const OidcConfirmLinkBodySchema = z.object({ token: TokenSchema, password: z.string().min(1, 'is required').max(200) });
export type OidcConfirmLinkBody = z.input<typeof OidcConfirmLinkBodySchema>;
export const OidcLinkTokenBodySchema = z.object({ token: TokenSchema });
export type OidcLinkTokenBody = z.input<typeof OidcLinkTokenBodySchema>;

/** A provider sign-in linked to the account (Settings → Security → Linked sign-ins). */
export const LinkedSignInSchema = z.object({
  id: z.number().int(),
  provider: z.string(),
  displayName: z.string(),
  email: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  /** Unlinking it would leave no way to sign in (no password, no passkey, no other linked sign-in). */
  isLastWayToSignIn: z.boolean(),
});
export type LinkedSignIn = z.infer<typeof LinkedSignInSchema>;
export const LinkedSignInsResponseSchema = z.object({ signIns: z.array(LinkedSignInSchema), hasPassword: z.boolean() });
export type LinkedSignInsResponse = z.infer<typeof LinkedSignInsResponseSchema>;
export const LinkedSignInParamsSchema = z.object({ signInId: z.coerce.number().int().positive() });
