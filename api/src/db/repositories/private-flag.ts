// The private flag as the repositories read and write it. Every read of a kind that can be private
// takes `seesPrivate` (the request's: the owner and a Full delegate see private items) as a required
// argument, so no caller can forget it: a private item is then simply not found.
import type { Kysely } from 'kysely';
import type { Schema } from '../schema';

/** `private: true` on an item only when set: items that are not private read as before. */
export const privateMark = (flag: number): { private?: true } => (flag === 1 ? { private: true } : {});

/** The column value for a body's flag. */
export const privateFlag = (isPrivate: boolean | undefined): number => (isPrivate ? 1 : 0);

/** The executive's items that can be private and are found by their own id. */
type PrivateItemTable = 'calendar_events' | 'memory_notes' | 'personal_events' | 'voice_recordings';

/** Marks one of the executive's items the reader may see private or not; false when there is none such. */
export async function setItemPrivate(
  db: Kysely<Schema>,
  table: PrivateItemTable,
  executiveId: number,
  id: number,
  isPrivate: boolean,
  seesPrivate: boolean,
): Promise<boolean> {
  const result = await db
    .updateTable(table)
    .set({ private: privateFlag(isPrivate) })
    .where('executive_id', '=', executiveId)
    .where('id', '=', id)
    .$if(!seesPrivate, (qb) => qb.where('private', '=', 0))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
