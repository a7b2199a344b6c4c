// Above the dashboard while the server requires a verified address and this one is not. Most accounts
// never see it, so its body (and the account endpoints it uses) load only when it shows.
import { useSessionUser } from '@provana/api-client';
import { Suspense, lazy } from 'react';

const UnverifiedBanner = lazy(() => import('./unverified-banner'));

export function VerifyEmailBanner() {
  const { user } = useSessionUser();
  if (!user?.verificationRequired || user.emailVerified) return null;
  return (
    <Suspense fallback={null}>
      <UnverifiedBanner email={user.email} />
    </Suspense>
  );
}
