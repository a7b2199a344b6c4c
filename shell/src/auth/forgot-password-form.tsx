// "Forgot password?" on the sign-in card: the address, then the same words whatever the server knows
// about it (the API answers alike for every address). A refusal (too many requests, no mail on this
// server) is said above the button.
import { FORGOT_PASSWORD_ANSWER, ForgotPasswordBodySchema } from '@provana/contracts';
import { useForgotPasswordMutation } from '@provana/api-client/account';
import { TextField, useSchemaForm } from '@provana/sections';
import { Box, Button, Heading, Stack, Text, chakra } from '@provana/ui';
import { FormError } from '@provana/ui/parts';
import { useState } from 'react';

export default function ForgotPasswordForm({ initialEmail, onBack }: { initialEmail: string; onBack: () => void }) {
  const [send, state] = useForgotPasswordMutation();
  const [sent, setSent] = useState(false);
  const form = useSchemaForm({ email: initialEmail }, { schema: ForgotPasswordBodySchema });
  const submit = form.submit(async (v) => {
    await send({ email: v.email }).unwrap();
    setSent(true);
  });

  const back = (
    <Button type="button" variant="plain" size="sm" colorPalette="brand" px="0" h="auto" textDecoration="underline" onClick={onBack}>
      Back to sign in
    </Button>
  );
  if (sent) {
    return (
      <Stack gap="4">
        <Box role="status" aria-live="polite" borderWidth="1px" borderRadius="md" p="4" bg="bg.subtle">
          <Text>{FORGOT_PASSWORD_ANSWER}</Text>
          <Text fontSize="sm" color="fg.muted" mt="2">
            The link works for 1 hour. Check your spam folder if it does not arrive.
          </Text>
        </Box>
        <Box textAlign="center">{back}</Box>
      </Stack>
    );
  }
  return (
    <chakra.form onSubmit={submit} noValidate aria-labelledby="forgot-password-title">
      <Stack gap="4">
        <Box>
          <Heading as="h3" size="md" id="forgot-password-title">
            Reset your password
          </Heading>
          <Text fontSize="sm" color="fg.muted" mt="1">
            Enter the email address of your account and we will send you a link to choose a new password.
          </Text>
        </Box>
        <TextField form={form} name="email" label="Email" type="email" autoComplete="email" placeholder="you@company.com" required />
        <FormError>{form.formError}</FormError>
        <Button type="submit" colorPalette="brand" width="full" disabled={state.isLoading} aria-busy={state.isLoading}>
          {state.isLoading ? 'Sending...' : 'Send reset link'}
        </Button>
        <Box textAlign="center">{back}</Box>
      </Stack>
    </chakra.form>
  );
}
