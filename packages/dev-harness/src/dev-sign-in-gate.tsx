// Renders the remote's screens once signed in; the dev sign-in form when signed out.
import type { ReactNode } from 'react';
import { formatApiError, useGetMeQuery, useLogoutMutation } from '@provana/api-client';
import { Box, Button, ErrorState, HStack, LoadingState, Text } from '@provana/ui';
import { DevSignIn } from './dev-sign-in';

export function DevSignInGate({ children }: { children: ReactNode }) {
  const { data: user, error, isLoading, refetch } = useGetMeQuery();
  const [logout, { isLoading: isSigningOut }] = useLogoutMutation();

  if (isLoading) return <LoadingState label="Checking your session..." />;
  if (error) {
    return (
      <Box p="6">
        <ErrorState title="Could not check the session" message={formatApiError(error)} onRetry={() => void refetch()} />
      </Box>
    );
  }
  if (!user) return <DevSignIn />;

  return (
    <>
      <HStack as="header" justify="flex-end" gap="3" px="6" py="2" borderBottomWidth="1px" bg="bg" fontSize="sm">
        <Text color="fg.muted">
          Standalone harness · signed in as {user.email} (executive {user.executiveId})
        </Text>
        <Button size="xs" variant="outline" loading={isSigningOut} onClick={() => void logout()}>
          Sign out
        </Button>
      </HStack>
      {children}
    </>
  );
}
