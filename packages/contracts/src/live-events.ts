// Live updates: an open dashboard holds one server-sent-events stream per browser
// (GET /api/executive/{id}/changes) that says only what changed in the workspace, never the data:
// the client refetches what it shows of that kind. The kinds are the client cache's tag types.
// What the browser needs (no zod: it loads after the first screen, and the schemas would come with it).

/** What a change is about: each is a tag type of the client's cache (packages/api-client/src/tags.ts). */
export const LIVE_DOMAINS = [
  'Me',
  'Priority',
  'CalendarEvent',
  'Calendar',
  'VoiceRecording',
  'Decision',
  'MemoryNote',
  'PersonalEvent',
  'Reflection',
  'Goal',
  'Team',
  'Leadership',
  'Notifications',
  'PushDevice',
  'Booking',
] as const;
export type LiveDomain = (typeof LIVE_DOMAINS)[number];

/** One item (or, without an id, a list) of one kind changed. */
export interface LiveChange {
  domain: LiveDomain;
  id?: number | string;
}

/** The `data` of a `change` event: one change, or `reload` when what was missed is not known. */
export type LiveUpdate = { kind: 'change'; domain: LiveDomain; id?: number | string } | { kind: 'reload' };

/** The SSE event names the stream sends. */
export const LIVE_EVENTS = { update: 'update', ping: 'ping' } as const;
