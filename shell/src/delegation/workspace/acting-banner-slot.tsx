// On every dashboard screen: nothing while the tab works in the account's own workspace; while it
// acts for someone, the banner (its code loads only then).
import { useActiveWorkspace } from '@provana/api-client';
import { Suspense, lazy } from 'react';

const ActingBanner = lazy(() => import('./acting-banner'));

export function ActingBannerSlot() {
  const active = useActiveWorkspace();
  if (!active) return null;
  return (
    <Suspense fallback={null}>
      <ActingBanner workspace={active} />
    </Suspense>
  );
}
