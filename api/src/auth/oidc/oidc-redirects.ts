// Where the provider's callback sends the browser: the sign-in screen with an error code (the shell
// says the sentence for it), the dashboard once signed in, the two-factor step (its challenge in the
// fragment, which no server log or Referer sees), or the page that confirms linking an account.
import type { OidcSignInErrorCode } from '@provana/contracts';

export const OIDC_LINK_PAGE = '/confirm-sign-in-link';

export const signInErrorLocation = (code: OidcSignInErrorCode, provider?: string) =>
  `/?signin_error=${code}${provider ? `&provider=${encodeURIComponent(provider)}` : ''}`;
export const signedInLocation = '/';
export const twoFactorLocation = (challenge: string) => `/#two_factor=${encodeURIComponent(challenge)}`;
export const confirmLinkLocation = (token: string) => `${OIDC_LINK_PAGE}?token=${encodeURIComponent(token)}`;
