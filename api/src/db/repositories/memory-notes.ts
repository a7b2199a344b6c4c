// Memory notes: short things to remember, each with a tag and what should bring it back.
import type { MemoryNote } from '@provana/contracts';
import type { Selectable } from 'kysely';
import type { MemoryNotesTable } from '../schema';
import type { Conn } from './conn';
import { privateFlag, privateMark, setItemPrivate } from './private-flag';

const COLUMNS = ['id', 'note', 'tag', 'next_trigger', 'private'] as const;
type MemoryNoteRow = Pick<Selectable<MemoryNotesTable>, (typeof COLUMNS)[number]>;

const toMemoryNote = (r: MemoryNoteRow): MemoryNote => ({ id: r.id, note: r.note, tag: r.tag, nextTrigger: r.next_trigger, ...privateMark(r.private) });

export function memoryNotesRepository({ db }: Conn) {
  const visible = (executiveId: number, seesPrivate: boolean) =>
    db
      .selectFrom('memory_notes')
      .select(COLUMNS)
      .where('executive_id', '=', executiveId)
      .$if(!seesPrivate, (qb) => qb.where('private', '=', 0));
  return {
    /** The notes the reader may see, oldest first. */
    list: async (executiveId: number, seesPrivate: boolean): Promise<MemoryNote[]> =>
      (await visible(executiveId, seesPrivate).orderBy('id').execute()).map(toMemoryNote),
    /** One note, as its writer sees it (private ones included), or undefined. */
    get: async (executiveId: number, id: number): Promise<MemoryNote | undefined> => {
      const row = await visible(executiveId, true).where('id', '=', id).executeTakeFirst();
      return row ? toMemoryNote(row) : undefined;
    },
    create: async (m: Omit<MemoryNote, 'id'> & { executiveId: number }): Promise<number> => {
      const row = await db
        .insertInto('memory_notes')
        .values({ executive_id: m.executiveId, note: m.note, tag: m.tag, next_trigger: m.nextTrigger, private: privateFlag(m.private) })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
    /** Marks a note the reader may see private or not; false when there is none such. */
    setPrivate: (executiveId: number, id: number, isPrivate: boolean, seesPrivate: boolean): Promise<boolean> =>
      setItemPrivate(db, 'memory_notes', executiveId, id, isPrivate, seesPrivate),
  };
}
