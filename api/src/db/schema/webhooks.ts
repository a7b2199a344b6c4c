// Webhook endpoints, their deliveries and every attempt (migration 033). Instants are epoch milliseconds.
import type { Id } from './columns';

export interface WebhookEndpointsTable {
  id: Id;
  executive_id: number;
  url: string;
  /** JSON array of event types (contracts' WEBHOOK_EVENTS). */
  events: string;
  /** The `whsec_…` secret, sealed (lib/secret-box.ts). */
  secret: string;
  enabled: number;
  /** 'owner' or 'failing'; null while on. */
  disabled_reason: string | null;
  disabled_at: number | null;
  failing_since: number | null;
  created_at: number;
}

export interface WebhookDeliveriesTable {
  id: Id;
  endpoint_id: number;
  /** The webhook-id header (`msg_…`), the same on every attempt. */
  message_id: string;
  event_type: string;
  /** The JSON body, exactly as signed and sent. */
  payload: string;
  /** 'pending' | 'delivered' | 'failed'. */
  status: string;
  /** Due (or, while claimed, when the claim runs out); null once delivered or failed. */
  next_attempt_at: number | null;
  /** Retries stop 24 hours after this (its creation, or the last "Send again"). */
  retry_window_start: number;
  created_at: number;
}

export interface WebhookAttemptsTable {
  id: Id;
  delivery_id: number;
  attempted_at: number;
  status_code: number | null;
  error: string | null;
  duration_ms: number;
}
