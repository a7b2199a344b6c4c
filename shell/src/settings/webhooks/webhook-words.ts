// How Settings → Webhooks says things: an endpoint's state, the events it wants, a delivery's outcome.
import { WEBHOOK_EVENT_LABELS, type WebhookDelivery, type WebhookEndpoint, type WebhookEventType } from '@provana/contracts/webhooks';
import { formatDayTimeIn } from '@provana/dates';

export const eventsSentence = (events: readonly WebhookEventType[]) => events.map((event) => WEBHOOK_EVENT_LABELS[event]).join(', ');

/** On, off by the owner, or turned off for failing (with since when). */
export function endpointState(endpoint: WebhookEndpoint, timeZone: string): { label: string; palette: 'green' | 'gray' | 'red'; detail: string | null } {
  if (endpoint.enabled) {
    return endpoint.failingSince
      ? { label: 'On, failing', palette: 'red', detail: `Deliveries have failed since ${formatDayTimeIn(endpoint.failingSince, timeZone)}.` }
      : { label: 'On', palette: 'green', detail: null };
  }
  if (endpoint.disabledReason === 'failing') {
    const when = endpoint.disabledAt ? ` on ${formatDayTimeIn(endpoint.disabledAt, timeZone)}` : '';
    return {
      label: 'Turned off',
      palette: 'red',
      detail: `Every delivery failed for 24 hours, so it was turned off${when}. Turn it on once the receiver works.`,
    };
  }
  return { label: 'Off', palette: 'gray', detail: null };
}

export const DELIVERY_STATUS = {
  pending: { label: 'Pending', palette: 'orange' },
  delivered: { label: 'Delivered', palette: 'green' },
  failed: { label: 'Failed', palette: 'red' },
} as const;

/** The last attempt's answer in words: its HTTP status, or why none came. */
export function lastAnswer(delivery: WebhookDelivery): string {
  const last = delivery.attempts.at(-1);
  if (!last) return 'Not sent yet';
  const tries = delivery.attempts.length === 1 ? '1 attempt' : `${delivery.attempts.length} attempts`;
  return `${last.statusCode === null ? (last.error ?? 'No answer') : `Answered ${last.statusCode}`} · ${tries}`;
}
