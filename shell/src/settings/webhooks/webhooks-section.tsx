// Settings → Webhooks (the workspace's owner, loaded when Settings opens for them): add an endpoint and
// see its signing secret once, the endpoints with their state, their deliveries with Send again, turn
// one off or on, delete one. How to check a signature: the API's page in the docs.
import { formatApiError, skipToken, useExecutiveId } from '@provana/api-client';
import { useGetWebhooksQuery } from '@provana/api-client/webhooks';
import type { CreatedWebhook } from '@provana/contracts/webhooks';
import { EmptyState, ErrorState, Heading, LoadingState, Stack, Text } from '@provana/ui';
import { useState } from 'react';
import { CreateWebhookForm } from './create-webhook-form';
import { CreatedWebhookSecret } from './created-webhook';
import { EndpointRow } from './endpoint-row';

export default function WebhooksSection() {
  const executiveId = useExecutiveId();
  const { data, isLoading, error, refetch } = useGetWebhooksQuery(executiveId ?? skipToken, { refetchOnMountOrArgChange: true });
  const [created, setCreated] = useState<CreatedWebhook | null>(null);
  return (
    <Stack as="section" gap="4" aria-labelledby="settings-webhooks" data-testid="settings-webhooks">
      <Stack gap="1">
        <Heading as="h3" id="settings-webhooks" size="sm">
          Webhooks
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          Tell another system the moment something happens here: a priority completed, an event changed, a decision made.
        </Text>
      </Stack>
      {created ? <CreatedWebhookSecret created={created} onDone={() => setCreated(null)} /> : null}
      <CreateWebhookForm onCreated={setCreated} />
      <Stack gap="2">
        <Heading as="h4" size="xs">
          Your webhooks
        </Heading>
        {isLoading ? <LoadingState label="Loading your webhooks..." /> : null}
        {error ? <ErrorState title="Your webhooks could not be loaded" message={formatApiError(error)} onRetry={() => void refetch()} /> : null}
        {data && data.length === 0 ? <EmptyState title="No webhooks yet" description="Add one above; its secret is shown only once." /> : null}
        {data && data.length > 0 && executiveId !== undefined ? (
          <Stack as="ul" gap="2" listStyleType="none" p="0" m="0" aria-label="Your webhooks">
            {data.map((endpoint) => (
              <EndpointRow key={endpoint.id} executiveId={executiveId} endpoint={endpoint} />
            ))}
          </Stack>
        ) : null}
      </Stack>
    </Stack>
  );
}
