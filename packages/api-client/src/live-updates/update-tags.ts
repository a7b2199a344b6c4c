// What a live update invalidates: the changed item and its list, and every view derived from that
// kind (the brief, the bell, the month...), as the mutations of this client invalidate them. Kinds
// keyed by something other than an item id are invalidated whole. Not the time-block suggestions:
// they are a proposal the person regenerates on request, and a new one after every change would
// bring back a block they just applied (at another time).
import type { LiveDomain, LiveUpdate } from '@provana/contracts/live-events';
import { type Tag, type TagType, tagTypes } from '../tags';

/** Views built from each kind: invalidated whole when an item of that kind changes. */
const DERIVED: Readonly<Record<LiveDomain, readonly TagType[]>> = {
  Me: [],
  Priority: ['Leadership', 'DailyBrief', 'Notifications', 'Calendar'],
  CalendarEvent: ['Calendar', 'Meeting', 'DailyBrief', 'Notifications'],
  Calendar: ['CalendarEvent', 'Meeting', 'DailyBrief', 'Notifications'],
  VoiceRecording: ['DailyBrief'],
  Decision: ['DailyBrief', 'Notifications'],
  MemoryNote: ['DailyBrief'],
  PersonalEvent: ['DailyBrief', 'Notifications'],
  Reflection: [],
  Goal: ['DailyBrief'],
  Team: ['TeamVoiceLog', 'CoachingPrompts', 'DailyBrief', 'Notifications'],
  Leadership: [],
  Notifications: [],
  PushDevice: [],
  // A booking puts an event in the calendar (and takes it out when cancelled).
  Booking: ['CalendarEvent', 'Calendar', 'Meeting', 'DailyBrief', 'Notifications'],
};

/** Kinds whose cached entries are keyed by item id (plus a LIST entry); the others are invalidated whole. */
const BY_ITEM: ReadonlySet<LiveDomain> = new Set([
  'Priority',
  'CalendarEvent',
  'VoiceRecording',
  'Decision',
  'MemoryNote',
  'PersonalEvent',
  'Reflection',
  'Goal',
]);

/** Everything a reload invalidates: all the workspace's data (the person's own devices are theirs). */
const RELOAD: readonly TagType[] = tagTypes.filter((type) => type !== 'PushDevice');

export function tagsForUpdate(update: LiveUpdate): (Tag | TagType)[] {
  if (update.kind === 'reload') return [...RELOAD];
  const { domain, id } = update;
  const own: (Tag | TagType)[] = !BY_ITEM.has(domain)
    ? [domain]
    : id === undefined
      ? [{ type: domain, id: 'LIST' }]
      : [
          { type: domain, id },
          { type: domain, id: 'LIST' },
        ];
  return [...own, ...DERIVED[domain]];
}

/** The tags of several updates, each once (updates that arrive together are applied as one). */
export function tagsForUpdates(updates: readonly LiveUpdate[]): (Tag | TagType)[] {
  const seen = new Map<string, Tag | TagType>();
  for (const tag of updates.flatMap(tagsForUpdate)) seen.set(typeof tag === 'string' ? tag : `${tag.type}:${String(tag.id)}`, tag);
  const wholeTypes = new Set([...seen.values()].filter((tag): tag is TagType => typeof tag === 'string'));
  // A kind invalidated whole already covers its single items.
  return [...seen.values()].filter((tag) => typeof tag === 'string' || !wholeTypes.has(tag.type));
}

/** The update in an event's data, or null when it is not one. */
export function parseUpdate(data: string): LiveUpdate | null {
  try {
    const value = JSON.parse(data) as Partial<{ kind: string; domain: string; id: unknown }>;
    if (value.kind === 'reload') return { kind: 'reload' };
    if (value.kind !== 'change' || typeof value.domain !== 'string') return null;
    // A kind this client does not know yet (a newer server): whatever it shows may have changed.
    if (!(value.domain in DERIVED)) return { kind: 'reload' };
    const domain = value.domain as LiveDomain;
    return typeof value.id === 'number' || typeof value.id === 'string' ? { kind: 'change', domain, id: value.id } : { kind: 'change', domain };
  } catch {
    return null;
  }
}
