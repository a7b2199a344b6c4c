// What each workspace write changes, by route: the kinds (the client cache's tag types) a successful
// non-GET request publishes. Every write route of the workspace must be listed (a test walks the
// route table); `[]` says "writes nothing the workspace shows" (a transcription, a suggestion).
import type { LiveDomain } from '@provana/contracts';

export interface RouteChanges {
  /** Matches the path after `/api/executive/{id}/` (or the whole path of a body-addressed route). */
  pattern: RegExp;
  /** The kinds it changes; the first takes the item's id (the first capture, else the answer's `id`). */
  domains: readonly LiveDomain[] | 'reload' | 'assistant-action';
}

/** Kinds whose items the executive may mark private: their hints say whether the item is. */
export const PRIVATE_CAPABLE: ReadonlySet<LiveDomain> = new Set(['CalendarEvent', 'MemoryNote', 'PersonalEvent', 'Reflection', 'VoiceRecording', 'Team']);

const ID = '([^/]+)';

export const ROUTE_CHANGES: readonly RouteChanges[] = [
  { pattern: new RegExp(`^priorities(?:/${ID})?`), domains: ['Priority'] },
  { pattern: new RegExp(`^calendar-events(?:/${ID})?`), domains: ['CalendarEvent'] },
  { pattern: /^calendar\/import$/, domains: ['CalendarEvent', 'Calendar'] },
  // The feed's address and the subscriptions' (with their secret addresses) are never in a hint: only the kind.
  { pattern: /^calendar-feed$/, domains: ['Calendar'] },
  { pattern: /^calendar-subscriptions(?:\/|$)/, domains: ['Calendar'] },
  // A connected account's sync shows its calendars' events and may move own events it mirrors.
  { pattern: /^calendar-accounts(?:\/|$)/, domains: ['Calendar', 'CalendarEvent'] },
  { pattern: /^reminders\//, domains: ['Notifications'] },
  { pattern: /^push\//, domains: ['PushDevice'] },
  { pattern: new RegExp(`^reflections/${ID}`), domains: ['Reflection'] },
  { pattern: new RegExp(`^decisions(?:/${ID})?`), domains: ['Decision'] },
  { pattern: new RegExp(`^goals(?:/${ID})?`), domains: ['Goal'] },
  { pattern: new RegExp(`^memory(?:-notes)?(?:/${ID})?`), domains: ['MemoryNote'] },
  { pattern: new RegExp(`^(?:personal-events|life-events)(?:/${ID})?`), domains: ['PersonalEvent'] },
  // A team member's name is not an item id the client keys by: the whole team refetches.
  { pattern: /^team(?:\/|$)/, domains: ['Team', 'Priority'] },
  { pattern: /^leadership\//, domains: ['Leadership', 'Priority'] },
  { pattern: new RegExp(`^voice-recordings/${ID}`), domains: ['VoiceRecording', 'Priority'] },
  { pattern: /^voice-command\/transcription$/, domains: [] },
  { pattern: /^clarity-prompts$/, domains: [] },
  { pattern: /^clarity-prompt$/, domains: ['Priority', 'CalendarEvent', 'Decision'] },
  { pattern: /^assistant\/voice-command$/, domains: [] },
  { pattern: /^assistant\/actions$/, domains: 'assistant-action' },
  { pattern: /^assistant-settings$/, domains: ['Me'] },
  { pattern: /^appearance$/, domains: ['Me'] },
  // Every "today" moves with the time zone; an import or a deleted account changes everything.
  { pattern: /^time-zone$/, domains: 'reload' },
  { pattern: /^import$/, domains: 'reload' },
  { pattern: /^account$/, domains: 'reload' },
  // Webhook endpoints: only the bell shows them (one turned off for failing).
  { pattern: /^webhooks(?:\/|$)/, domains: ['Notifications'] },
  // The owner's list of delegates and invitations: a delegate's own streams end when its access changes.
  { pattern: /^delegates(?:\/|$)/, domains: [] },
  // Booking types and links; a cancelled booking's event leaves the calendar too.
  { pattern: /^booking\/bookings\//, domains: ['Booking', 'CalendarEvent'] },
  { pattern: /^booking\//, domains: ['Booking'] },
  // The spec's body-addressed calls.
  { pattern: /^\/api\/voice-recording$/, domains: ['VoiceRecording', 'Priority', 'CalendarEvent'] },
  { pattern: /^\/api\/voice-command$/, domains: [] },
];

const EXECUTIVE_PREFIX = /^\/api\/executive\/[^/]+\//;

/** The entry for a request path (or a route table pattern), with the item id its path names, if any. */
export function routeChanges(path: string): { entry: RouteChanges; pathId: string | undefined } | null {
  const rest = EXECUTIVE_PREFIX.test(path) ? path.replace(EXECUTIVE_PREFIX, '') : path;
  for (const entry of ROUTE_CHANGES) {
    const match = entry.pattern.exec(rest);
    if (match) return { entry, pathId: match[1] };
  }
  return null;
}

/** The kinds an assistant confirmation writes, by the action's kind. */
export const ASSISTANT_ACTION_DOMAINS: Readonly<Record<string, LiveDomain>> = {
  create_priority: 'Priority',
  complete_task: 'Priority',
  add_memory_note: 'MemoryNote',
  schedule_event: 'CalendarEvent',
};
