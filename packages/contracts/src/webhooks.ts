// Webhooks: the workspace's owner names an address and the events it wants; each event is POSTed
// there as JSON, signed as the Standard Webhooks specification says (webhook-id, webhook-timestamp,
// webhook-signature; the secret `whsec_…` is shown once), retried with backoff for 24 hours, and
// listed with every attempt. An endpoint failing for 24 hours is turned off and the owner told.
import { z } from 'zod';
import { IdParamSchema } from './common';

/**
 * The events an endpoint may subscribe to, grouped as Settings shows them. A group added here (bookings,
 * when they exist) appears in Settings and the API at once; the server decides when each is sent.
 */
export const WEBHOOK_EVENT_GROUPS = [
  { label: 'Priorities', events: ['priority.created', 'priority.completed'] },
  { label: 'Calendar events', events: ['event.created', 'event.changed', 'event.deleted'] },
  { label: 'Recordings', events: ['recording.processed'] },
  { label: 'Decisions', events: ['decision.made'] },
  { label: 'Delegates', events: ['delegate.invited', 'delegate.removed'] },
] as const;

export const WEBHOOK_EVENTS = WEBHOOK_EVENT_GROUPS.flatMap((group) => group.events);
export type WebhookEventType = (typeof WEBHOOK_EVENT_GROUPS)[number]['events'][number];
export const WebhookEventTypeSchema = z.enum(WEBHOOK_EVENTS as [WebhookEventType, ...WebhookEventType[]]);

export const WEBHOOK_EVENT_LABELS: Record<WebhookEventType, string> = {
  'priority.created': 'Priority added',
  'priority.completed': 'Priority completed',
  'event.created': 'Event added',
  'event.changed': 'Event changed',
  'event.deleted': 'Event deleted',
  'recording.processed': 'Recording processed',
  'decision.made': 'Decision made',
  'delegate.invited': 'Delegate invited',
  'delegate.removed': 'Delegate removed',
};

/** Standard Webhooks' secret form: `whsec_` and the base64 key. */
export const WEBHOOK_SECRET_PREFIX = 'whsec_';

/** An http(s) address; the server checks where it points (no private network) before every delivery. */
export const WebhookUrlSchema = z
  .string()
  .trim()
  .min(1, 'is required')
  .max(2000, 'must be at most 2000 characters')
  .refine((v) => /^https?:\/\/[^/\s?#]+/i.test(v), 'must be an http:// or https:// address');

const EventListSchema = z
  .array(WebhookEventTypeSchema)
  .min(1, 'choose at least one event')
  .refine((events) => new Set(events).size === events.length, 'lists an event twice');

/** POST …/webhooks. */
export const CreateWebhookBodySchema = z.object({ url: WebhookUrlSchema, events: EventListSchema }).strict();
export type CreateWebhookBody = z.input<typeof CreateWebhookBodySchema>;

/** PATCH …/webhooks/{webhookId}: turn it off or on again, or change its events. */
export const UpdateWebhookBodySchema = z
  .object({ enabled: z.boolean().optional(), events: EventListSchema.optional() })
  .strict()
  .refine((body) => body.enabled !== undefined || body.events !== undefined, 'change enabled or events');
export type UpdateWebhookBody = z.input<typeof UpdateWebhookBodySchema>;

export const WebhookEndpointSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  events: z.array(WebhookEventTypeSchema),
  enabled: z.boolean(),
  /** Why it is off: the owner turned it off, or it kept failing for 24 hours. null while on. */
  disabledReason: z.enum(['owner', 'failing']).nullable(),
  disabledAt: z.string().nullable(),
  /** Since when every delivery has failed; null while the last one went through. */
  failingSince: z.string().nullable(),
  createdAt: z.string(),
});
export type WebhookEndpoint = z.infer<typeof WebhookEndpointSchema>;

export const WebhookEndpointsResponseSchema = z.object({ endpoints: z.array(WebhookEndpointSchema) });
export type WebhookEndpointsResponse = z.infer<typeof WebhookEndpointsResponseSchema>;

/** The answer to a create: the signing secret, shown this once and never again. */
export const CreatedWebhookSchema = z.object({ secret: z.string(), endpoint: WebhookEndpointSchema });
export type CreatedWebhook = z.infer<typeof CreatedWebhookSchema>;

export const WebhookAttemptSchema = z.object({
  at: z.string(),
  /** The receiver's HTTP status; null when none came (refused address, timeout, connection error). */
  statusCode: z.number().int().nullable(),
  error: z.string().nullable(),
  durationMs: z.number().int(),
});
export type WebhookAttempt = z.infer<typeof WebhookAttemptSchema>;

export const WebhookDeliverySchema = z.object({
  id: z.number().int(),
  /** The webhook-id header: the same on every attempt, so a receiver can drop repeats. */
  messageId: z.string(),
  eventType: WebhookEventTypeSchema,
  status: z.enum(['pending', 'delivered', 'failed']),
  createdAt: z.string(),
  /** When it is tried next (pending only). */
  nextAttemptAt: z.string().nullable(),
  attempts: z.array(WebhookAttemptSchema),
});
export type WebhookDelivery = z.infer<typeof WebhookDeliverySchema>;

export const WebhookDeliveriesResponseSchema = z.object({ deliveries: z.array(WebhookDeliverySchema) });
export type WebhookDeliveriesResponse = z.infer<typeof WebhookDeliveriesResponseSchema>;

export const WebhookIdParamsSchema = z.object({ webhookId: IdParamSchema });
export const WebhookDeliveryParamsSchema = z.object({ webhookId: IdParamSchema, deliveryId: IdParamSchema });

/** What every delivery's JSON body is (Standard Webhooks' payload shape). */
export interface WebhookPayload {
  type: WebhookEventType;
  timestamp: string;
  data: { workspaceId: number; id: number | string } & Record<string, unknown>;
}
