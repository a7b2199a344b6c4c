// /verify-email?token=…: verifies at once. Signed in, the dashboard follows (the banner gone);
// signed out, the page says so and offers sign-in. A used or expired link says so in words.
import { apiErrorDetail, useSessionUser } from '@provana/api-client';
import { useVerifyEmailMutation } from '@provana/api-client/account';
import { Navigate, useNavigate } from '@provana/router';
import { Button, LoadingState, Stack, Text, notify } from '@provana/ui';
import { FormError } from '@provana/ui/parts';
import { useEffect, useRef } from 'react';
import { AccountLinkFrame } from '../lib/account-link-frame';
import { MISSING_TOKEN } from './account-link-paths';

export function VerifyEmailCard({ token }: { token: string }) {
  const [verify, state] = useVerifyEmailMutation();
  const { user, isLoading: sessionLoading } = useSessionUser();
  const navigate = useNavigate();
  // Once per page, also under StrictMode's second mount: a second call would find the link used.
  const sent = useRef(false);
  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    void verify({ token })
      .unwrap()
      .then(
        () => notify({ title: 'Email verified', description: 'Thank you: your email address is verified.', type: 'success' }),
        () => undefined, // said on the page
      );
  }, [token, verify]);

  const goOn = (
    <Button type="button" colorPalette="brand" onClick={() => navigate('/', { replace: true })}>
      {user ? 'Go to the dashboard' : 'Go to sign in'}
    </Button>
  );

  if (!token) {
    return (
      <AccountLinkFrame title="Verify your email address">
        <FormError>{MISSING_TOKEN}</FormError>
        {goOn}
      </AccountLinkFrame>
    );
  }
  if (state.isError) {
    return (
      <AccountLinkFrame title="Verify your email address">
        <FormError>{apiErrorDetail(state.error).message}</FormError>
        <Text fontSize="sm" color="fg.muted">
          {user ? 'Use Resend on the dashboard to get a new link.' : 'Sign in and use Resend on the dashboard to get a new link.'}
        </Text>
        {goOn}
      </AccountLinkFrame>
    );
  }
  if (state.isSuccess && !sessionLoading) {
    if (user) return <Navigate to="/" replace />;
    return (
      <AccountLinkFrame title="Email verified">
        <Stack gap="4">
          <Text role="status">Your email address is verified. Sign in to continue.</Text>
          {goOn}
        </Stack>
      </AccountLinkFrame>
    );
  }
  return (
    <AccountLinkFrame title="Verify your email address">
      <LoadingState label="Verifying your email address..." />
    </AccountLinkFrame>
  );
}
