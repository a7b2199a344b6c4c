// Add an endpoint: its https:// address and the events it wants, grouped as the product is. Checked
// with the contract's schema before sending; the signing secret then shows once (created-webhook.tsx).
import { useExecutiveId } from '@provana/api-client';
import { useCreateWebhookMutation } from '@provana/api-client/webhooks';
import { CreateWebhookBodySchema, WEBHOOK_EVENT_GROUPS, WEBHOOK_EVENT_LABELS, type CreatedWebhook, type WebhookEventType } from '@provana/contracts/webhooks';
import { TextField, useSchemaForm } from '@provana/sections';
import { Button, Checkbox, Flex, Stack, Text, chakra } from '@provana/ui';
import { FormError } from '@provana/ui/parts';
import type { FormEvent } from 'react';

interface WebhookDraft {
  url: string;
  events: WebhookEventType[];
}

const INITIAL: WebhookDraft = { url: '', events: [] };

export function CreateWebhookForm({ onCreated }: { onCreated: (created: CreatedWebhook) => void }) {
  const executiveId = useExecutiveId();
  const [create, { isLoading }] = useCreateWebhookMutation();
  const form = useSchemaForm<WebhookDraft>(INITIAL, {
    schema: CreateWebhookBodySchema,
    fieldOf: (path) => (path.startsWith('events') ? 'events' : path === 'url' ? 'url' : undefined),
    words: { events: 'Choose at least one event to send.' },
  });
  const send = form.submit(async (draft) => {
    if (executiveId === undefined) return;
    const created = await create({ executiveId, body: draft }).unwrap();
    form.reset(INITIAL);
    onCreated(created);
  });
  const submit = (event: FormEvent) => (isLoading ? undefined : void send(event));
  const toggle = (event: WebhookEventType, on: boolean) =>
    form.set('events', on ? [...form.values.events, event] : form.values.events.filter((chosen) => chosen !== event));

  return (
    // Not a <form>: Settings is one already, and forms do not nest. Enter in the address adds.
    <Stack
      role="group"
      gap="3"
      aria-label="Add a webhook"
      onKeyDown={(event) => {
        if (event.key === 'Enter' && event.target instanceof HTMLInputElement && event.target.type !== 'checkbox') {
          event.preventDefault();
          submit(event);
        }
      }}
    >
      <TextField form={form} name="url" label="Endpoint address" errorLabel={false} autoComplete="off" placeholder="https://example.com/hooks/provana" />
      <chakra.fieldset border="none" p="0" m="0" aria-describedby={form.errors.events ? 'webhook-events-error' : undefined}>
        <chakra.legend fontSize="sm" fontWeight="medium" mb="2">
          Events to send
        </chakra.legend>
        <Flex gap="4" wrap="wrap">
          {WEBHOOK_EVENT_GROUPS.map((group) => (
            <Stack key={group.label} gap="1" minW="40">
              <Text fontSize="xs" color="fg.muted" fontWeight="medium">
                {group.label}
              </Text>
              {group.events.map((event) => (
                <Checkbox.Root key={event} size="sm" checked={form.values.events.includes(event)} onCheckedChange={(e) => toggle(event, e.checked === true)}>
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label>{WEBHOOK_EVENT_LABELS[event]}</Checkbox.Label>
                </Checkbox.Root>
              ))}
            </Stack>
          ))}
        </Flex>
      </chakra.fieldset>
      {form.errors.events ? (
        <Text id="webhook-events-error" fontSize="sm" color="fg.error" role="alert">
          {form.errors.events}
        </Text>
      ) : null}
      <Text fontSize="sm" color="fg.muted">
        Each event is POSTed as JSON and signed; a failed delivery is tried again for 24 hours. A private item is sent by its id alone.
      </Text>
      <FormError>{form.formError}</FormError>
      <Button type="button" onClick={submit} colorPalette="brand" alignSelf="start" disabled={isLoading || executiveId === undefined} aria-busy={isLoading}>
        {isLoading ? 'Adding...' : 'Add webhook'}
      </Button>
    </Stack>
  );
}
