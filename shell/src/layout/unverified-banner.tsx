// The banner's body: where the link went, and Resend (rate-limited by the API, whose words the toast
// repeats). Loaded only for an account that has to verify its address.
import { apiErrorDetail } from '@provana/api-client';
import { useResendVerificationMutation } from '@provana/api-client/account';
import { Alert, Button, notify } from '@provana/ui';

export default function UnverifiedBanner({ email }: { email: string }) {
  const [resend, state] = useResendVerificationMutation();
  const onResend = async () => {
    try {
      const answer = await resend().unwrap();
      notify({ title: 'Verification email sent', description: answer.message, type: 'success' });
    } catch (failure) {
      notify({ title: 'Could not send the email', description: apiErrorDetail(failure).message, type: 'error' });
    }
  };
  return (
    <Alert.Root
      status="warning"
      borderRadius="0"
      px={{ base: '3', md: '6' }}
      py="2"
      alignItems="center"
      flexWrap="wrap"
      gap="2"
      data-testid="verify-email-banner"
    >
      <Alert.Indicator />
      <Alert.Description flex="1" minW="0" wordBreak="break-word">
        Please verify your email address. We sent a link to {email}.
      </Alert.Description>
      <Button
        type="button"
        size="xs"
        variant="outline"
        colorPalette="orange"
        onClick={() => void onResend()}
        disabled={state.isLoading}
        aria-busy={state.isLoading}
      >
        {state.isLoading ? 'Sending...' : 'Resend'}
      </Button>
    </Alert.Root>
  );
}
