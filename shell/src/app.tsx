// Signed out: the login screen at whatever URL was requested. Signed in: the routes. The pages mailed
// links open work either way, and a guest's booking page needs none: they come before the session gate.
import { useLocation } from '@provana/router';
import { Suspense, lazy } from 'react';
import { isAccountLinkPath } from './auth/account-link-paths';
import { SessionGate } from './auth/session-gate';
import { FullPageSpinner } from './lib/full-page-spinner';
import { invitationTokenOf } from './delegation/invitations/invitation-path';
import { isBookingPath } from './lib/sections';

// Split so a signed-out visitor does not download the dashboard, and the reverse.
const LoginScreen = lazy(() => import('./auth/login-screen'));
const AppRoutes = lazy(() => import('./routes/app-routes'));
const AccountLinkPage = lazy(() => import('./auth/account-link-page'));
const InvitationPage = lazy(() => import('./delegation/invitations/invitation-page'));
const BookingPageRoute = lazy(() => import('./routes/booking-page-route'));

export function App() {
  const { pathname } = useLocation();
  if (isAccountLinkPath(pathname)) {
    return (
      <Suspense fallback={<FullPageSpinner label="Loading PROVANA..." />}>
        <AccountLinkPage />
      </Suspense>
    );
  }
  // A guest's booking page: no session, no dashboard.
  if (isBookingPath(pathname)) {
    return (
      <Suspense fallback={<FullPageSpinner label="Loading available times..." />}>
        <BookingPageRoute />
      </Suspense>
    );
  }
  // An invitation link: signed out, the sign-in screen at its address; signed in, the invitation.
  if (invitationTokenOf(pathname) !== null) return <SessionGate signedIn={<InvitationPage />} signedOut={<LoginScreen />} />;
  return <SessionGate signedIn={<AppRoutes />} signedOut={<LoginScreen />} />;
}
