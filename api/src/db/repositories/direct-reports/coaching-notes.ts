// A direct report's coaching notes, latest first.
import type { CoachingNote } from '@provana/contracts';
import type { Conn } from '../conn';

interface NoteRow extends CoachingNote {
  direct_report_id: number;
}

const toNote = (r: NoteRow): CoachingNote => ({ id: r.id, date: r.date, category: r.category, content: r.content });

export function coachingNotesRepository({ db }: Conn) {
  const notes = db
    .selectFrom('coaching_notes as n')
    .select(['n.id', 'n.direct_report_id', 'n.date', 'n.category', 'n.content'])
    .orderBy('n.date', 'desc')
    .orderBy('n.id', 'desc');
  return {
    /** The notes of a report, latest first. */
    ofReport: async (reportId: number): Promise<CoachingNote[]> => (await notes.where('n.direct_report_id', '=', reportId).execute()).map(toNote),
    /** Every note of the executive's team in one query, latest first, by report id. */
    ofTeam: async (executiveId: number): Promise<Map<number, CoachingNote[]>> => {
      const rows = await notes.innerJoin('direct_reports as r', 'r.id', 'n.direct_report_id').where('r.executive_id', '=', executiveId).execute();
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
        .values({ direct_report_id: reportId, date: note.date, category: note.category, content: note.content })
        .returning(['id', 'direct_report_id', 'date', 'category', 'content'])
        .executeTakeFirstOrThrow();
      return toNote(row);
    },
  };
}
