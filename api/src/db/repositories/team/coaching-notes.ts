// A direct report's coaching notes, latest first.
import type { CoachingNote } from '@provana/contracts';
import type { Selectable } from 'kysely';
import type { CoachingNotesTable } from '../../schema';
import type { Conn } from '../conn';
import { privateFlag, privateMark } from '../private-flag';

type NoteRow = Pick<Selectable<CoachingNotesTable>, 'id' | 'direct_report_id' | 'date' | 'category' | 'content' | 'private'>;

const toNote = (r: NoteRow): CoachingNote => ({ id: r.id, date: r.date, category: r.category, content: r.content, ...privateMark(r.private) });

export function coachingNotesRepository({ db }: Conn) {
  const notes = db
    .selectFrom('coaching_notes as n')
    .select(['n.id', 'n.direct_report_id', 'n.date', 'n.category', 'n.content', 'n.private'])
    .orderBy('n.date', 'desc')
    .orderBy('n.id', 'desc');
  const visible = (seesPrivate: boolean) => notes.$if(!seesPrivate, (qb) => qb.where('n.private', '=', 0));
  return {
    /** The notes of a report the reader may see, latest first. */
    ofReport: async (reportId: number, seesPrivate: boolean): Promise<CoachingNote[]> =>
      (await visible(seesPrivate).where('n.direct_report_id', '=', reportId).execute()).map(toNote),
    /** Every note of the executive's team the reader may see, in one query, latest first, by report id. */
    ofTeam: async (executiveId: number, seesPrivate: boolean): Promise<Map<number, CoachingNote[]>> => {
      const rows = await visible(seesPrivate)
        .innerJoin('direct_reports as r', 'r.id', 'n.direct_report_id')
        .where('r.executive_id', '=', executiveId)
        .execute();
      const byReport = new Map<number, CoachingNote[]>();
      for (const row of rows) {
        const list = byReport.get(row.direct_report_id) ?? [];
        list.push(toNote(row));
        byReport.set(row.direct_report_id, list);
      }
      return byReport;
    },
    add: async (reportId: number, note: Omit<CoachingNote, 'id'>): Promise<CoachingNote> => {
      const row = await db
        .insertInto('coaching_notes')
        .values({ direct_report_id: reportId, date: note.date, category: note.category, content: note.content, private: privateFlag(note.private) })
        .returning(['id', 'direct_report_id', 'date', 'category', 'content', 'private'])
        .executeTakeFirstOrThrow();
      return toNote(row);
    },
    /** Marks a note of the report the reader may see private or not; false when there is none such. */
    setPrivate: async (reportId: number, id: number, isPrivate: boolean, seesPrivate: boolean): Promise<boolean> => {
      const result = await db
        .updateTable('coaching_notes')
        .set({ private: privateFlag(isPrivate) })
        .where('direct_report_id', '=', reportId)
        .where('id', '=', id)
        .$if(!seesPrivate, (qb) => qb.where('private', '=', 0))
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
  };
}
