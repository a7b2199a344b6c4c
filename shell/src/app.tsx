// Signed out: the login screen at whatever URL was requested. Signed in: the routes.
import { lazy } from 'react';
import { SessionGate } from './auth/session-gate';

// Split so a signed-out visitor does not download the dashboard, and the reverse.
const LoginScreen = lazy(() => import('./auth/login-screen'));
const AppRoutes = lazy(() => import('./routes/app-routes'));

export function App() {
  return <SessionGate signedIn={<AppRoutes />} signedOut={<LoginScreen />} />;
}
