// Queues a write's webhook events for the workspace's endpoints that want them: one delivery per
// (event, endpoint), its JSON payload fixed now (Standard Webhooks' shape: type, timestamp, data) so
// every attempt sends the same signed body. A private item is announced by its id alone: the receiver
// is another system, and the item's contents stay in Provana. Persisted before the engine is woken,
// so a restart between the two loses nothing.
import type { WebhookPayload } from '@provana/contracts/webhooks';
import type { Repositories } from '../../db/repositories';
import type { Clock } from '../../lib/clock';
import { newMessageId } from './secret';
import type { ItemLookup, ProducedEvent } from './write-events';

export interface QueueDeps {
  repos: Repositories;
  clock: Clock;
  /** Tells this process's engine a delivery is waiting. */
  wake: () => void;
}

async function lookUp(repos: Repositories, executiveId: number, kind: ItemLookup, id: number | string): Promise<Record<string, unknown> | null> {
  if (typeof id !== 'number') return null;
  if (kind === 'priority') return (await repos.priorities.list(executiveId)).find((p) => p.id === id) ?? null;
  return (await repos.calendarEvents.get(executiveId, id, true)) ?? null;
}

/** The payload's data: the workspace, the item's id, and its fields unless it is private. */
export function payloadData(executiveId: number, event: ProducedEvent, item: Record<string, unknown> | null): WebhookPayload['data'] {
  if (item?.private === true) return { workspaceId: executiveId, id: event.id, private: true };
  const fields = Object.fromEntries(Object.entries(item ?? {}).filter(([, value]) => value !== undefined));
  return { ...fields, workspaceId: executiveId, id: event.id };
}

/** Queues each event for every enabled endpoint that wants it; resolves with how many deliveries were queued. */
export async function queueWebhookEvents(deps: QueueDeps, executiveId: number, events: readonly ProducedEvent[]): Promise<number> {
  if (events.length === 0 || !(await deps.repos.webhookEndpoints.anyEnabled(executiveId))) return 0;
  let queued = 0;
  for (const event of events) {
    const endpoints = await deps.repos.webhookEndpoints.subscribed(executiveId, event.type);
    if (endpoints.length === 0) continue;
    const item = event.lookup ? await lookUp(deps.repos, executiveId, event.lookup, event.id) : event.item;
    const now = deps.clock.now();
    const payload: WebhookPayload = { type: event.type, timestamp: now.toISOString(), data: payloadData(executiveId, event, item) };
    const text = JSON.stringify(payload);
    for (const endpointId of endpoints) {
      await deps.repos.webhookDeliveries.enqueue({ endpointId, messageId: newMessageId(), eventType: event.type, payload: text, nowMs: now.getTime() });
      queued++;
    }
  }
  if (queued > 0) deps.wake();
  return queued;
}
