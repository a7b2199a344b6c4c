// What a successful write in a workspace says in the activity log, by route: the kind of change,
// the item, and a sentence in the product's words ("Sam Lee completed the priority 'Board deck'").
// Built from the request's validated body, the route's answer and the path's parameters, so route
// handlers stay as they are. A route without its own line gets a plain one for its kind.
import type { ActivityKind, ItemVerb } from '@provana/contracts';

export interface WriteFacts {
  actor: string;
  /** The validated JSON body, when the route had one. */
  body: Record<string, unknown>;
  /** The route's JSON answer, when it sent one. */
  result: Record<string, unknown>;
  params: Record<string, string>;
  /** The item's name read before a delete, when the route has a lookup (see ITEM_BEFORE_DELETE). */
  before: string | undefined;
}

export interface WriteDescription {
  kind: ActivityKind;
  itemType: string | null;
  itemId: string | null;
  /** Whether the write added its item or changed it: a list's "added by Sam" (null: neither, or no one item). */
  verb?: ItemVerb | null;
  text: string;
}

type Describer = (f: WriteFacts) => Omit<WriteDescription, 'kind'> | null;

const str = (v: unknown): string | undefined =>
  typeof v === 'string' && v.trim() !== '' ? v : v === undefined || v === null ? undefined : typeof v === 'number' ? String(v) : undefined;
const quoted = (v: unknown, fallback: string): string => {
  const s = str(v);
  if (!s) return fallback;
  return `'${s.length > 80 ? `${s.slice(0, 79)}…` : s}'`;
};
const idOf = (v: unknown): string | null => (typeof v === 'number' || typeof v === 'string' ? String(v) : null);
const item = (itemType: string, itemId: unknown, text: string, verb: ItemVerb | null = null) => ({ itemType, itemId: idOf(itemId), text, verb });
const added = (itemType: string, itemId: unknown, text: string) => item(itemType, itemId, text, 'added');
const changed = (itemType: string, itemId: unknown, text: string) => item(itemType, itemId, text, 'changed');
const report = (f: WriteFacts) => f.params.name ?? 'a team member';
const ROLE_WORDS: Record<string, string> = { viewer: 'Viewer', editor: 'Editor', full: 'Full' };

/** What a confirmed assistant action wrote: the item's type as its own routes log it, and whether it added it. */
const ACTION_ITEMS: Record<string, { itemType: string; verb: ItemVerb }> = {
  create_priority: { itemType: 'priority', verb: 'added' },
  add_memory_note: { itemType: 'memory-note', verb: 'added' },
  schedule_event: { itemType: 'event', verb: 'added' },
  complete_task: { itemType: 'priority', verb: 'changed' },
};

const ACTION_WORDS: Record<string, string> = {
  create_priority: 'added a priority the assistant proposed',
  add_memory_note: 'added a memory note the assistant proposed',
  schedule_event: 'scheduled an event the assistant proposed',
  complete_task: 'completed a priority as the assistant proposed',
};

/** Keyed by method and the route's path after the workspace's base (`/api/executive/:id`). */
const DESCRIBERS: Record<string, Describer> = {
  'POST /priorities': (f) => added('priority', f.result.id, `${f.actor} added the priority ${quoted(f.result.task ?? f.body.task, 'a priority')}`),
  'PATCH /priorities/:taskId': (f) => {
    const name = quoted(f.result.task, 'a priority');
    const verb = f.body.completed === true ? 'completed' : f.body.completed === false ? 'reopened' : 'changed';
    return changed('priority', f.params.taskId, `${f.actor} ${verb} the priority ${name}`);
  },
  'POST /calendar-events': (f) => added('event', f.result.id, `${f.actor} added the event ${quoted(f.result.title ?? f.body.title, 'an event')}`),
  'PATCH /calendar-events/:eventId': (f) => changed('event', f.params.eventId, `${f.actor} changed the event ${quoted(f.result.title, 'an event')}`),
  'DELETE /calendar-events/:eventId': (f) => item('event', f.params.eventId, `${f.actor} deleted the event ${quoted(f.before, 'an event')}`),
  'POST /calendar/import': (f) => item('event', null, `${f.actor} imported events from a calendar file`),
  'POST /calendar-subscriptions': (f) => item('subscription', f.result.id, `${f.actor} subscribed to the calendar ${quoted(f.body.name, 'a calendar')}`),
  'PATCH /calendar-subscriptions/:subscriptionId': (f) =>
    item('subscription', f.params.subscriptionId, `${f.actor} changed the subscribed calendar ${quoted(f.result.name, 'a calendar')}`),
  'DELETE /calendar-subscriptions/:subscriptionId': (f) => item('subscription', f.params.subscriptionId, `${f.actor} removed a subscribed calendar`),
  'POST /calendar-subscriptions/:subscriptionId/refresh': (f) => item('subscription', f.params.subscriptionId, `${f.actor} refreshed a subscribed calendar`),
  'POST /calendar-feed': (f) => item('feed', null, `${f.actor} made a new private calendar feed address`),
  'DELETE /calendar-feed': (f) => item('feed', null, `${f.actor} turned off the private calendar feed`),
  'POST /decisions': (f) => item('decision', f.result.id, `${f.actor} added the decision ${quoted(f.result.title ?? f.body.title, 'a decision')}`),
  'POST /decisions/:decisionId/decide': (f) =>
    item('decision', f.params.decisionId, `${f.actor} recorded the choice for the decision ${quoted(f.result.title, 'a decision')}`),
  'POST /decisions/:decisionId/defer': (f) => item('decision', f.params.decisionId, `${f.actor} deferred the decision ${quoted(f.result.title, 'a decision')}`),
  'POST /memory': (f) => added('memory-note', f.result.id, `${f.actor} added the memory note ${quoted(f.result.note ?? f.body.note, 'a note')}`),
  'POST /goals': (f) => item('goal', f.result.id, `${f.actor} added the goal ${quoted(f.result.title ?? f.body.title, 'a goal')}`),
  'PATCH /goals/:goalId': (f) => item('goal', f.params.goalId, `${f.actor} changed the goal ${quoted(f.result.title, 'a goal')}`),
  'DELETE /goals/:goalId': (f) => item('goal', f.params.goalId, `${f.actor} deleted the goal ${quoted(f.before, 'a goal')}`),
  'PUT /reflections/:weekStart': (f) =>
    item('reflection', f.params.weekStart, `${f.actor} saved the reflection for the week of ${f.params.weekStart ?? 'this week'}`),
  'POST /team': (f) => item('direct-report', f.body.name, `${f.actor} added ${str(f.body.name) ?? 'a team member'} to the team`),
  'PATCH /team/:name': (f) => item('direct-report', f.params.name, `${f.actor} changed ${report(f)}'s details`),
  'POST /team/:name/archive': (f) => item('direct-report', f.params.name, `${f.actor} archived ${report(f)}`),
  'POST /team/:name/notes': (f) => item('coaching-note', f.result.id, `${f.actor} added a coaching note for ${report(f)}`),
  'POST /team/voice-log': (f) => item('voice-log', f.result.id, `${f.actor} added a voice log for ${str(f.body.direct_report) ?? 'a team member'}`),
  'PATCH /team/:name/voice-logs/:logId': (f) => item('voice-log', f.params.logId, `${f.actor} updated a voice log for ${report(f)}`),
  'POST /team/:name/follow-up': (f) => added('event', f.result.id, `${f.actor} booked a follow-up with ${report(f)}`),
  'POST /team/:name/meeting-notes': (f) => item('meeting-note', f.result.id, `${f.actor} added 1:1 notes for ${report(f)}`),
  'POST /team/:name/talking-points': (f) =>
    item('talking-point', f.result.id, `${f.actor} added the talking point ${quoted(f.body.text, 'a point')} for ${report(f)}`),
  'PUT /team/:name/talking-points/order': (f) => item('talking-point', null, `${f.actor} reordered the talking points for ${report(f)}`),
  'PATCH /team/:name/talking-points/:pointId': (f) =>
    item('talking-point', f.params.pointId, `${f.actor} ${f.body.done === true ? 'ticked off' : 'changed'} a talking point for ${report(f)}`),
  'POST /team/:name/meeting/complete': (f) => item('one-on-one', null, `${f.actor} completed the 1:1 with ${report(f)}`),
  'POST /team/:name/action-items': (f) =>
    item('action-item', f.result.id, `${f.actor} added the action item ${quoted(f.body.text, 'an action item')} for ${report(f)}`),
  'PATCH /team/:name/action-items/:itemId': (f) =>
    item('action-item', f.params.itemId, `${f.actor} ${f.body.done === true ? 'completed' : 'changed'} an action item for ${report(f)}`),
  'PUT /leadership/profile': (f) => item('leadership-profile', null, `${f.actor} updated the leadership profile`),
  'POST /leadership/assessments': (f) => item('leadership-assessment', f.result.id, `${f.actor} took the leadership assessment`),
  'PUT /leadership/lessons/:lessonId': (f) => item('leadership-lesson', f.params.lessonId, `${f.actor} updated a leadership lesson`),
  'POST /leadership/action-items/:itemId/task': (f) => added('priority', f.result.id, `${f.actor} made a priority from a leadership action item`),
  'POST /clarity-prompt': (f) => item('clarity-response', f.result.id, `${f.actor} answered a clarity prompt`),
  'POST /api/voice-recording': (f) => item('recording', f.result.id, `${f.actor} added a voice recording`),
  'PATCH /voice-recordings/:recordingId': (f) => item('recording', f.params.recordingId, `${f.actor} edited a voice recording`),
  'DELETE /voice-recordings/:recordingId': (f) => item('recording', f.params.recordingId, `${f.actor} deleted a voice recording`),
  'PUT /voice-recordings/:recordingId/audio': (f) => item('recording', f.params.recordingId, `${f.actor} saved a voice recording's audio`),
  'POST /voice-recordings/:recordingId/transcription': (f) => item('recording', f.params.recordingId, `${f.actor} transcribed a voice recording`),
  'POST /assistant/actions': (f) => {
    const text = `${f.actor} ${ACTION_WORDS[String(f.result.kind)] ?? 'confirmed what the assistant proposed'}`;
    const written = ACTION_ITEMS[String(f.result.kind)];
    return written ? item(written.itemType, f.result.id, text, written.verb) : item(String(f.result.kind ?? 'action'), f.result.id, text);
  },
  'PUT /time-zone': (f) => item('settings', null, `${f.actor} changed the time zone to ${str(f.body.timeZone) ?? 'another zone'}`),
  'PUT /assistant-settings': (f) => item('settings', null, `${f.actor} changed the assistant settings`),
  // Owner-only and whole-workspace: an import brings the archive's own log (a line for it would make
  // every re-export differ from the archive it came from); a deleted account's log goes with it.
  'POST /import': () => null,
  'DELETE /account': () => null,
  'POST /delegates/invitations': (f) => {
    const invitation = (f.result.invitation ?? {}) as Record<string, unknown>;
    return item(
      'invitation',
      invitation.id,
      `${f.actor} invited ${str(invitation.email) ?? 'someone'} as ${ROLE_WORDS[String(invitation.role)] ?? 'a delegate'}`,
    );
  },
  'DELETE /delegates/invitations/:invitationId': (f) =>
    item('invitation', f.params.invitationId, `${f.actor} cancelled the invitation for ${str(f.result.email) ?? 'someone'}`),
  'PATCH /delegates/:delegateId': (f) =>
    item(
      'delegate',
      f.params.delegateId,
      `${f.actor} changed ${str(f.result.name) ?? 'a delegate'}'s access to ${ROLE_WORDS[String(f.result.role)] ?? 'another role'}${f.body.endsOn !== undefined ? (f.result.endsAt ? ` until ${String(f.body.endsOn)}` : ' with no end date') : ''}`,
    ),
  'DELETE /delegates/:delegateId': (f) => item('delegate', f.params.delegateId, `${f.actor} ended ${str(f.result.name) ?? 'a delegate'}'s access`),
  'POST /booking/types': (f) => added('booking-type', f.result.id, `${f.actor} added the booking type ${quoted(f.result.name, 'a booking type')}`),
  'PUT /booking/types/:typeId': (f) =>
    changed('booking-type', f.params.typeId, `${f.actor} changed the booking type ${quoted(f.result.name, 'a booking type')}`),
  'DELETE /booking/types/:typeId': (f) => item('booking-type', f.params.typeId, `${f.actor} deleted a booking type`),
  'POST /booking/links': (f) =>
    added(
      'booking-link',
      f.result.id,
      `${f.actor} created a ${f.result.candidateTimes ? 'one-off ' : ''}${f.result.singleUse ? 'single-use ' : ''}booking link`,
    ),
  'DELETE /booking/links/:linkId': (f) => item('booking-link', f.params.linkId, `${f.actor} deleted a booking link`),
  // The cancel is logged with the booking's details where the guest's own cancel is (booking-effects.ts).
  'POST /booking/bookings/:bookingId/cancel': () => null,
};

/** The kind of a route by the first segment of its path. */
function kindOf(path: string): ActivityKind {
  const segment = path.replace(/^\/api\//, '/').split('/')[1] ?? '';
  if (segment.startsWith('priorit')) return 'priorities';
  if (segment.startsWith('calendar') || segment === 'subscribed-events' || segment === 'meetings') return 'calendar';
  if (segment.startsWith('time-block')) return 'time-blocks';
  if (segment.startsWith('decision')) return 'decisions';
  if (segment === 'memory' || segment === 'memory-notes') return 'memory';
  if (segment === 'personal-events' || segment === 'life-events') return 'life-events';
  if (segment === 'reflections') return 'reflections';
  if (segment === 'goals') return 'goals';
  if (segment === 'team') return 'team';
  if (segment === 'leadership') return 'leadership';
  if (segment.startsWith('voice') || segment.startsWith('clarity')) return 'recordings';
  if (segment === 'assistant' || segment === 'assistant-settings') return segment === 'assistant' ? 'assistant' : 'settings';
  if (segment === 'reminders' || segment === 'push') return 'reminders';
  if (segment === 'delegates') return 'access';
  if (segment === 'booking') return 'bookings';
  return 'settings';
}

const KIND_OVERRIDES: Record<string, ActivityKind> = {
  'POST /assistant/actions': 'assistant',
  'PUT /time-zone': 'settings',
  'POST /import': 'settings',
  'POST /team/:name/follow-up': 'team',
  'POST /leadership/action-items/:itemId/task': 'leadership',
};

const WORKSPACE_BASE = /^\/api\/(executive|goals|meetings|priorities)\/:id(?=\/|$)/;

/** The route's key in DESCRIBERS: its method and path after the workspace's base. */
export const writeKey = (method: string, routePath: string): string => `${method} ${routePath.replace(WORKSPACE_BASE, '') || '/'}`;

/** The line for a successful write, or null when the route records nothing. */
export function describeWrite(method: string, routePath: string, facts: WriteFacts): WriteDescription | null {
  const key = writeKey(method, routePath);
  const path = key.slice(method.length + 1);
  const kind = KIND_OVERRIDES[key] ?? kindOf(path);
  const describer = DESCRIBERS[key];
  if (describer) {
    const described = describer(facts);
    return described ? { kind, ...described } : null;
  }
  if (path.endsWith('/private')) {
    const made = facts.body.private === true ? 'marked an item private' : 'made an item visible to delegates';
    return { kind, itemType: null, itemId: null, text: `${facts.actor} ${made}` };
  }
  return { kind, itemType: null, itemId: null, text: `${facts.actor} made a change in ${kind.replace('-', ' ')}` };
}
