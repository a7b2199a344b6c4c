// Settings → API tokens (the account's own, loaded when Settings opens): create one and see it once,
// the tokens with their last use, and revoke one. Links to the API's reference.
import { formatApiError } from '@provana/api-client';
import { useGetApiTokensQuery } from '@provana/api-client/api-tokens';
import type { CreatedApiToken } from '@provana/contracts/api-tokens';
import { apiTokenPaths } from '@provana/contracts/paths/api-tokens';
import { EmptyState, ErrorState, Heading, LoadingState, Stack, Text, chakra } from '@provana/ui';
import { useState } from 'react';
import { CreateTokenForm } from './create-token-form';
import { CreatedToken } from './created-token';
import { TokenRow } from './token-row';

export default function ApiTokensSection() {
  // Fetched again whenever Settings opens: a token's last use changes with every script run.
  const { data, isLoading, error, refetch } = useGetApiTokensQuery(undefined, { refetchOnMountOrArgChange: true });
  const [created, setCreated] = useState<CreatedApiToken | null>(null);
  return (
    <Stack as="section" gap="4" aria-labelledby="settings-api-tokens" data-testid="settings-api-tokens">
      <Stack gap="1">
        <Heading as="h3" id="settings-api-tokens" size="sm">
          API tokens
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          Let a script, an automation tool or an AI assistant use Provana as you.{' '}
          <chakra.a href={apiTokenPaths.apiReference} target="_blank" rel="noopener" textDecoration="underline">
            API reference
          </chakra.a>
        </Text>
      </Stack>
      {created ? <CreatedToken created={created} onDone={() => setCreated(null)} /> : null}
      <CreateTokenForm onCreated={setCreated} />
      <Stack gap="2">
        <Heading as="h4" size="xs">
          Your tokens
        </Heading>
        {isLoading ? <LoadingState label="Loading your tokens..." /> : null}
        {error ? <ErrorState title="Your tokens could not be loaded" message={formatApiError(error)} onRetry={() => void refetch()} /> : null}
        {data && data.length === 0 ? <EmptyState title="No tokens yet" description="Create one above; it is shown only once." /> : null}
        {data && data.length > 0 ? (
          <Stack as="ul" gap="2" listStyleType="none" p="0" m="0" aria-label="Your tokens">
            {data.map((token) => (
              <TokenRow key={token.id} token={token} />
            ))}
          </Stack>
        ) : null}
      </Stack>
    </Stack>
  );
}
