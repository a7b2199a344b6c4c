// A workspace's webhook endpoints and their deliveries.
const ex = (id: number) => `/api/executive/${id}`;

export const webhookPaths = {
  /** GET the endpoints; POST { url, events } adds one (its secret is in that answer only). */
  webhooks: (id: number) => `${ex(id)}/webhooks`,
  /** PATCH { enabled?, events? }; DELETE. */
  webhook: (id: number, webhookId: number) => `${ex(id)}/webhooks/${webhookId}`,
  /** GET the latest deliveries with their attempts. */
  webhookDeliveries: (id: number, webhookId: number) => `${ex(id)}/webhooks/${webhookId}/deliveries`,
  /** POST: send this delivery again now. */
  webhookRedelivery: (id: number, webhookId: number, deliveryId: number) => `${ex(id)}/webhooks/${webhookId}/deliveries/${deliveryId}/retry`,
} as const;
