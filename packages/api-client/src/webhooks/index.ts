// '@provana/api-client/webhooks': a workspace's webhook endpoints and their deliveries, injected into
// the one API slice when Settings → Webhooks loads. The slice is imported by package name: in a
// federated build that is the shared singleton.
import { api } from '@provana/api-client';
import { injectWebhookEndpoints } from './webhook-endpoints';

export const {
  useGetWebhooksQuery,
  useGetWebhookDeliveriesQuery,
  useCreateWebhookMutation,
  useUpdateWebhookMutation,
  useDeleteWebhookMutation,
  useResendWebhookDeliveryMutation,
} = injectWebhookEndpoints(api);
