// Which webhook events a successful workspace write produces, by route (the same keys as the activity
// log's describe-write.ts), from the route's answer, its validated body and its path's parameters. An
// event names its item; the item's fields come from the answer where it is the item, else (an
// assistant's confirmed action answers only its id) from a lookup by kind.
import type { WebhookEventType } from '@provana/contracts/webhooks';
import type { WriteFacts } from '../delegation/describe-write';

export type ItemLookup = 'priority' | 'event';

export interface ProducedEvent {
  type: WebhookEventType;
  id: number | string;
  /** The item's fields as the route answered them (null: none to send beyond the id). */
  item: Record<string, unknown> | null;
  /** Read the item by id instead (the answer was not the item). */
  lookup?: ItemLookup;
}

type Facts = Omit<WriteFacts, 'actor' | 'before'>;
type Producer = (f: Facts) => ProducedEvent[];

const idOf = (v: unknown): number | string | null => (typeof v === 'number' ? v : typeof v === 'string' && v !== '' ? (/^\d+$/.test(v) ? Number(v) : v) : null);
const obj = (v: unknown): Record<string, unknown> | null => (typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : null);
const one = (type: WebhookEventType, id: unknown, item: Record<string, unknown> | null, lookup?: ItemLookup): ProducedEvent[] => {
  const found = idOf(id);
  return found === null ? [] : [{ type, id: found, item, ...(lookup ? { lookup } : {}) }];
};

/** The recording in an analysis answer (its `recording`), for "recording processed". */
const recording = (f: Facts, id: unknown) => {
  const rec = obj(f.result.recording);
  return one('recording.processed', rec?.id ?? id, rec);
};

/** An invitation's public fields: never its link or token. */
const invitation = (f: Facts) => {
  const inv = obj(f.result.invitation);
  if (!inv) return [];
  return one('delegate.invited', inv.id, { id: inv.id, email: inv.email, role: inv.role, expiresAt: inv.expiresAt });
};

const ASSISTANT_ACTIONS: Record<string, { type: WebhookEventType; lookup: ItemLookup }> = {
  create_priority: { type: 'priority.created', lookup: 'priority' },
  complete_task: { type: 'priority.completed', lookup: 'priority' },
  schedule_event: { type: 'event.created', lookup: 'event' },
};

const PRODUCERS: Record<string, Producer> = {
  'POST /priorities': (f) => one('priority.created', f.result.id, f.result),
  'PATCH /priorities/:taskId': (f) => (f.body.completed === true ? one('priority.completed', f.params.taskId, f.result) : []),
  'POST /leadership/action-items/:itemId/task': (f) => one('priority.created', f.result.id, null, 'priority'),
  'POST /calendar-events': (f) => one('event.created', f.result.id, f.result),
  'PATCH /calendar-events/:eventId': (f) => one('event.changed', f.params.eventId, f.result),
  'DELETE /calendar-events/:eventId': (f) => one('event.deleted', f.params.eventId, null),
  'POST /team/:name/follow-up': (f) => one('event.created', f.result.id, null, 'event'),
  'POST /api/voice-recording': (f) => recording(f, null),
  'PATCH /voice-recordings/:recordingId': (f) => recording(f, f.params.recordingId),
  'POST /voice-recordings/:recordingId/transcription': (f) => recording(f, f.params.recordingId),
  'POST /decisions/:decisionId/decide': (f) => one('decision.made', f.params.decisionId, f.result),
  'POST /delegates/invitations': invitation,
  'DELETE /delegates/:delegateId': (f) =>
    one('delegate.removed', f.params.delegateId, { id: f.result.id, name: f.result.name, email: f.result.email, role: f.result.role }),
  'POST /assistant/actions': (f) => {
    const action = ASSISTANT_ACTIONS[String(f.result.kind)];
    return action ? one(action.type, f.result.id, null, action.lookup) : [];
  },
};

/** The events of one write, by its key (method and path after the workspace's base). */
export const eventsOfWrite = (key: string, facts: Facts): ProducedEvent[] => PRODUCERS[key]?.(facts) ?? [];
