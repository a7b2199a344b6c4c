// Memory notes: short things to remember, each with a tag and what should bring it back.
import type { MemoryNote } from '@provana/contracts';
import type { Conn } from './conn';

interface MemoryNoteRow {
  id: number;
  note: string;
  tag: string;
  next_trigger: string;
}

const toMemoryNote = (r: MemoryNoteRow): MemoryNote => ({ id: r.id, note: r.note, tag: r.tag, nextTrigger: r.next_trigger });

export function memoryNotesRepository({ db }: Conn) {
  return {
    list: async (executiveId: number): Promise<MemoryNote[]> =>
      (await db.selectFrom('memory_notes').select(['id', 'note', 'tag', 'next_trigger']).where('executive_id', '=', executiveId).orderBy('id').execute()).map(
        toMemoryNote,
      ),
    create: async (m: Omit<MemoryNote, 'id'> & { executiveId: number }): Promise<number> => {
      const row = await db
        .insertInto('memory_notes')
        .values({ executive_id: m.executiveId, note: m.note, tag: m.tag, next_trigger: m.nextTrigger })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
  };
}
