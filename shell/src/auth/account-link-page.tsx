// The page a mailed link opens, for verifying the address or choosing a new password; the token comes
// from the link's query.
import { useLocation, useSearchParams } from '@provana/router';
import { ACCOUNT_LINK_PATHS } from './account-link-paths';
import { ResetPasswordCard } from './reset-password-card';
import { VerifyEmailCard } from './verify-email-card';

export default function AccountLinkPage() {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  return pathname === ACCOUNT_LINK_PATHS.resetPassword ? <ResetPasswordCard token={token} /> : <VerifyEmailCard token={token} />;
}
