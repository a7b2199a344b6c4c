// Tag types: one per entity, each used as { type, id } plus { type, id: 'LIST' } for lists.
// Mutations invalidate only on success: a failed call changed nothing, so nothing refetches.
export const tagTypes = [
  'Me',
  'DailyBrief',
  'Notifications',
  'Priority',
  'Meeting',
  'CalendarEvent',
  'Calendar',
  'TimeBlocks',
  'VoiceRecording',
  'Decision',
  'MemoryNote',
  'PersonalEvent',
  'Reflection',
  'Goal',
  'Team',
  'TeamVoiceLog',
  'CoachingPrompts',
  'Leadership',
  'PushDevice',
  'Delegates',
  'Workspaces',
  'Activity',
  'Webhook',
  'Booking',
] as const;

export type TagType = (typeof tagTypes)[number];
export type Tag = { type: TagType; id: string | number };

/** Tags for a list result: one per item plus the list itself. */
export function listTags<T extends { id: string | number }>(type: TagType, items: readonly T[] | undefined): Tag[] {
  return [...(items ?? []).map((item) => ({ type, id: item.id })), { type, id: 'LIST' }];
}

export const listTag = (type: TagType): Tag => ({ type, id: 'LIST' });

type TagList = readonly (Tag | TagType)[];

/**
 * An `invalidatesTags` that invalidates only when the mutation succeeded (a failed call changed
 * nothing, so nothing should refetch): `onSuccess(({ executiveId }) => [...])` or `onSuccess(tags)`.
 */
export function onSuccess<Arg>(tags: TagList | ((arg: Arg) => TagList)) {
  return (_result: unknown, error: unknown, arg: Arg): TagList => {
    if (error) return [];
    return typeof tags === 'function' ? tags(arg) : tags;
  };
}
