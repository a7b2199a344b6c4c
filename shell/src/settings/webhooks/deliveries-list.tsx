// An endpoint's latest deliveries: the event, its status, the last answer (HTTP status or why none
// came) and when it was made, with Send again on each (while the endpoint is on).
import { apiErrorDetail, formatApiError, useTimeZone } from '@provana/api-client';
import { useGetWebhookDeliveriesQuery, useResendWebhookDeliveryMutation } from '@provana/api-client/webhooks';
import { WEBHOOK_EVENT_LABELS, type WebhookDelivery } from '@provana/contracts/webhooks';
import { formatDayTimeIn } from '@provana/dates';
import { Badge, Button, EmptyState, ErrorState, Flex, LoadingState, Stack, Text } from '@provana/ui';
import { useState } from 'react';
import { DELIVERY_STATUS, lastAnswer } from './webhook-words';

type Target = { executiveId: number; webhookId: number; enabled: boolean };

function DeliveryRow({ delivery, target }: { delivery: WebhookDelivery; target: Target }) {
  const timeZone = useTimeZone();
  const [resend, { isLoading }] = useResendWebhookDeliveryMutation();
  const [error, setError] = useState<string | null>(null);
  const status = DELIVERY_STATUS[delivery.status];
  const again = async () => {
    setError(null);
    try {
      await resend({ executiveId: target.executiveId, webhookId: target.webhookId, deliveryId: delivery.id }).unwrap();
    } catch (failure) {
      setError(apiErrorDetail(failure).message);
    }
  };
  return (
    <Stack as="li" gap="1" borderTopWidth="1px" pt="2" aria-label={`${WEBHOOK_EVENT_LABELS[delivery.eventType]}, ${status.label}`}>
      <Flex gap="2" wrap="wrap" align="center">
        <Text fontSize="sm" fontWeight="medium">
          {WEBHOOK_EVENT_LABELS[delivery.eventType]}
        </Text>
        <Badge colorPalette={status.palette} variant="subtle">
          {status.label}
        </Badge>
        <Text fontSize="sm" color="fg.muted">
          {formatDayTimeIn(delivery.createdAt, timeZone)}
        </Text>
      </Flex>
      <Text fontSize="sm" color="fg.muted">
        {lastAnswer(delivery)}
        {delivery.nextAttemptAt ? ` · next try ${formatDayTimeIn(delivery.nextAttemptAt, timeZone)}` : ''}
      </Text>
      {target.enabled && delivery.status !== 'pending' ? (
        <Button size="xs" variant="outline" alignSelf="start" onClick={() => void again()} disabled={isLoading} aria-busy={isLoading}>
          Send again
        </Button>
      ) : null}
      {error ? (
        <Text role="alert" fontSize="sm" color="fg.error">
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}

export function DeliveriesList({ target }: { target: Target }) {
  // Fetched again on every opening: deliveries move on in the background.
  const { data, isLoading, error, refetch, isFetching } = useGetWebhookDeliveriesQuery(
    { executiveId: target.executiveId, webhookId: target.webhookId },
    { refetchOnMountOrArgChange: true },
  );
  return (
    <Stack gap="2">
      <Flex justify="space-between" align="center" gap="2">
        <Text fontSize="sm" fontWeight="medium">
          Latest deliveries
        </Text>
        <Button size="xs" variant="ghost" onClick={() => void refetch()} disabled={isFetching}>
          Refresh
        </Button>
      </Flex>
      {isLoading ? <LoadingState label="Loading deliveries..." /> : null}
      {error ? <ErrorState title="The deliveries could not be loaded" message={formatApiError(error)} onRetry={() => void refetch()} /> : null}
      {data && data.length === 0 ? <EmptyState title="No deliveries yet" description="One appears here when an event it wants happens." /> : null}
      {data && data.length > 0 ? (
        <Stack as="ul" gap="2" listStyleType="none" p="0" m="0" aria-label="Latest deliveries">
          {data.map((delivery) => (
            <DeliveryRow key={delivery.id} delivery={delivery} target={target} />
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}
