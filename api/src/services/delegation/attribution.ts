// "Added by Sam" on the items a list answers with: who last added or changed each one, when that was
// a delegate (see the activity repository's latestByDelegate). One read per list, never per item. A
// Busy event (a private one as a delegate reads it) says nothing of who wrote it.
import type { ByDelegate } from '@provana/contracts';
import type { Repositories } from '../../db/repositories';

/** The activity log's item types of the lists that show who wrote an item. */
export type AttributedItemType = 'priority' | 'event' | 'memory-note';

export async function withAttribution<T extends { id: number; busy?: true }>(
  repos: Repositories,
  executiveId: number,
  itemType: AttributedItemType,
  items: T[],
): Promise<(T & { byDelegate?: ByDelegate | null })[]> {
  const ids = items.filter((i) => !i.busy).map((i) => String(i.id));
  if (ids.length === 0) return items;
  const by = await repos.activity.latestByDelegate(executiveId, itemType, ids);
  if (by.size === 0) return items;
  return items.map((i) => {
    const found = i.busy ? undefined : by.get(String(i.id));
    return found ? { ...i, byDelegate: found } : i;
  });
}
