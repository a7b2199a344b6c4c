// One endpoint: its address, the events it wants, whether it is on (or was turned off for failing),
// Turn off / Turn on, Delete (after a confirmation) and its deliveries on demand.
import { apiErrorDetail, useTimeZone } from '@provana/api-client';
import { useDeleteWebhookMutation, useUpdateWebhookMutation } from '@provana/api-client/webhooks';
import type { WebhookEndpoint } from '@provana/contracts/webhooks';
import { Badge, Button, Flex, Stack, Text } from '@provana/ui';
import { ConfirmDialog } from '@provana/ui/parts';
import { useState } from 'react';
import { DeliveriesList } from './deliveries-list';
import { endpointState, eventsSentence } from './webhook-words';

export function EndpointRow({ executiveId, endpoint }: { executiveId: number; endpoint: WebhookEndpoint }) {
  const timeZone = useTimeZone();
  const [update, updating] = useUpdateWebhookMutation();
  const [remove, removing] = useDeleteWebhookMutation();
  const [confirming, setConfirming] = useState(false);
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const state = endpointState(endpoint, timeZone);
  const host = (() => {
    try {
      return new URL(endpoint.url).host;
    } catch {
      return endpoint.url;
    }
  })();
  const webhookId = endpoint.id;

  const run = async (work: () => Promise<unknown>) => {
    setError(null);
    try {
      await work();
    } catch (failure) {
      setConfirming(false);
      setError(apiErrorDetail(failure).message);
    }
  };
  const toggle = () => run(() => update({ executiveId, webhookId, body: { enabled: !endpoint.enabled } }).unwrap());

  return (
    <Stack as="li" gap="2" borderWidth="1px" borderRadius="md" p="3" aria-label={`Webhook to ${host}`}>
      <Flex gap="2" justify="space-between" wrap="wrap" align="baseline">
        <Text fontSize="sm" fontFamily="mono" wordBreak="break-all">
          {endpoint.url}
        </Text>
        <Badge colorPalette={state.palette} variant="subtle">
          {state.label}
        </Badge>
      </Flex>
      <Text fontSize="sm">{eventsSentence(endpoint.events)}</Text>
      {state.detail ? (
        <Text fontSize="sm" color="fg.muted">
          {state.detail}
        </Text>
      ) : null}
      <Flex gap="2" wrap="wrap">
        <Button size="sm" variant="outline" onClick={() => setOpen(!open)} aria-expanded={open}>
          {open ? 'Hide deliveries' : 'Show deliveries'}
        </Button>
        <Button size="sm" variant="outline" onClick={() => void toggle()} disabled={updating.isLoading} aria-busy={updating.isLoading}>
          {endpoint.enabled ? 'Turn off' : 'Turn on'}
        </Button>
        <Button size="sm" variant="outline" colorPalette="red" onClick={() => setConfirming(true)} aria-label={`Delete the webhook to ${host}`}>
          Delete
        </Button>
      </Flex>
      {error ? (
        <Text role="alert" fontSize="sm" color="fg.error">
          {error}
        </Text>
      ) : null}
      {open ? <DeliveriesList target={{ executiveId, webhookId, enabled: endpoint.enabled }} /> : null}
      {confirming ? (
        <ConfirmDialog
          open
          title={`Delete the webhook to ${host}?`}
          confirmLabel="Delete webhook"
          busyLabel="Deleting..."
          busy={removing.isLoading}
          onCancel={() => setConfirming(false)}
          onConfirm={() => void run(() => remove({ executiveId, webhookId }).unwrap())}
        >
          Nothing more is sent to it, and its deliveries are forgotten. This cannot be undone.
        </ConfirmDialog>
      ) : null}
    </Stack>
  );
}
