// The page a mailed link opens, for verifying the address, choosing a new password or linking a
// provider's sign-in; the token comes from the link's query.
import { useLocation, useSearchParams } from '@provana/router';
import { ACCOUNT_LINK_PATHS } from './account-link-paths';
import { ConfirmSignInLinkByMailCard, ConfirmSignInLinkCard } from './confirm-sign-in-link-card';
import { ResetPasswordCard } from './reset-password-card';
import { VerifyEmailCard } from './verify-email-card';

export default function AccountLinkPage() {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  if (pathname === ACCOUNT_LINK_PATHS.confirmSignInLink) {
    const mailToken = params.get('mail_token');
    return mailToken ? <ConfirmSignInLinkByMailCard token={mailToken} /> : <ConfirmSignInLinkCard token={token} />;
  }
  return pathname === ACCOUNT_LINK_PATHS.resetPassword ? <ResetPasswordCard token={token} /> : <VerifyEmailCard token={token} />;
}
