// Notes attached to a 1:1 with a direct report, latest meeting first.
import type { MeetingNote } from '@provana/contracts';
import type { Conn } from '../conn';

const COLUMNS = ['id', 'meeting_at', 'content', 'created_at'] as const;
const toMeetingNote = (r: MeetingNote): MeetingNote => ({ id: r.id, meeting_at: r.meeting_at, content: r.content, created_at: r.created_at });

export function meetingNotesRepository({ db }: Conn) {
  return {
    list: async (reportId: number): Promise<MeetingNote[]> =>
      (
        await db
          .selectFrom('meeting_notes')
          .select(COLUMNS)
          .where('direct_report_id', '=', reportId)
          .orderBy('meeting_at', 'desc')
          .orderBy('id', 'desc')
          .execute()
      ).map(toMeetingNote),
    add: async (reportId: number, note: Omit<MeetingNote, 'id'>): Promise<MeetingNote> => {
      const row = await db
        .insertInto('meeting_notes')
        .values({ direct_report_id: reportId, meeting_at: note.meeting_at, content: note.content, created_at: note.created_at })
        .returning(COLUMNS)
        .executeTakeFirstOrThrow();
      return toMeetingNote(row);
    },
  };
}
