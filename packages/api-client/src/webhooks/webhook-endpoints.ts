// A workspace's webhook endpoints and their deliveries, as a function of the slice so the request-body
// table's test slice injects them as the app's does. A create answers the secret once: the caller
// shows it and the list refetches without it.
import type {
  CreateWebhookBody,
  CreatedWebhook,
  UpdateWebhookBody,
  WebhookDeliveriesResponse,
  WebhookDelivery,
  WebhookEndpoint,
  WebhookEndpointsResponse,
} from '@provana/contracts/webhooks';
import { webhookPaths as paths } from '@provana/contracts/paths/webhooks';
import type { ProvanaApi } from '../create-provana-api';
import { requestBody } from '../request-body';
import { type Tag, onSuccess } from '../tags';

const listTag: Tag = { type: 'Webhook', id: 'LIST' };
const deliveriesTag = (webhookId: number): Tag => ({ type: 'Webhook', id: `deliveries-${webhookId}` });

type WebhookArgs = { executiveId: number; webhookId: number };

export function injectWebhookEndpoints(api: ProvanaApi) {
  return api.injectEndpoints({
    endpoints: (build) => ({
      getWebhooks: build.query<WebhookEndpoint[], number>({
        query: (executiveId) => paths.webhooks(executiveId),
        transformResponse: (response: WebhookEndpointsResponse) => response.endpoints,
        providesTags: [listTag],
      }),
      getWebhookDeliveries: build.query<WebhookDelivery[], WebhookArgs>({
        query: ({ executiveId, webhookId }) => paths.webhookDeliveries(executiveId, webhookId),
        transformResponse: (response: WebhookDeliveriesResponse) => response.deliveries,
        providesTags: (_result, _error, { webhookId }) => [deliveriesTag(webhookId)],
      }),
      createWebhook: build.mutation<CreatedWebhook, { executiveId: number; body: CreateWebhookBody }>({
        query: ({ executiveId, body }) => ({
          url: paths.webhooks(executiveId),
          method: 'POST',
          body: requestBody<CreateWebhookBody>({ url: body.url, events: body.events }),
        }),
        invalidatesTags: onSuccess([listTag]),
      }),
      updateWebhook: build.mutation<WebhookEndpoint, WebhookArgs & { body: UpdateWebhookBody }>({
        query: ({ executiveId, webhookId, body }) => ({
          url: paths.webhook(executiveId, webhookId),
          method: 'PATCH',
          body: requestBody<UpdateWebhookBody>({ enabled: body.enabled, events: body.events }),
        }),
        // Turned on again, the bell forgets it; turned off, its pending deliveries show as failed.
        invalidatesTags: onSuccess(({ webhookId }: WebhookArgs) => [listTag, deliveriesTag(webhookId), 'Notifications']),
      }),
      deleteWebhook: build.mutation<{ success: true }, WebhookArgs>({
        query: ({ executiveId, webhookId }) => ({ url: paths.webhook(executiveId, webhookId), method: 'DELETE' }),
        invalidatesTags: onSuccess([listTag, 'Notifications']),
      }),
      resendWebhookDelivery: build.mutation<{ success: true }, WebhookArgs & { deliveryId: number }>({
        // An empty JSON body: the API refuses a mutation without the JSON content type (415).
        query: ({ executiveId, webhookId, deliveryId }) => ({ url: paths.webhookRedelivery(executiveId, webhookId, deliveryId), method: 'POST', body: {} }),
        invalidatesTags: onSuccess(({ webhookId }: WebhookArgs) => [deliveriesTag(webhookId)]),
      }),
    }),
  });
}
