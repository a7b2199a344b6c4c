// While the session check (GET /api/auth/me) runs: a spinner; then the signed-in or signed-out tree.
import { useSessionUser } from '@provana/api-client';
import { type ReactNode, Suspense, useEffect } from 'react';
import { useServerTheme } from '../appearance/use-server-theme';
import { FullPageSpinner } from '../lib/full-page-spinner';
import { claimOfflineAnswers } from '../offline/offline-answers';
import { noteRegistryAccount } from '../remotes/remote-runtime';

export function SessionGate({ signedIn, signedOut }: { signedIn: ReactNode; signedOut: ReactNode }) {
  const { user, isLoading } = useSessionUser();
  useServerTheme(user);
  // The worker's copies of API answers are this account's only (deleted when the account changes).
  const accountId = isLoading ? undefined : (user?.id ?? null);
  useEffect(() => {
    if (accountId !== undefined) void claimOfflineAnswers(accountId);
  }, [accountId]);
  // The same screen as the page's static one before any script ran (shell/webpack.config.ts): no change of words.
  if (isLoading) return <FullPageSpinner label="Loading PROVANA..." />;
  // Remotes come in the versions of this account's canary buckets (the registry is read again after a sign-in).
  noteRegistryAccount(user?.id ?? null);
  return <Suspense fallback={<FullPageSpinner label="Loading PROVANA..." />}>{user ? signedIn : signedOut}</Suspense>;
}
