import type Database from 'better-sqlite3';
import { legacySqlite, type Conn } from './conn';
import type { MeetingNote } from '@provana/contracts';
import { lazyStatement } from './lazy-statement';

interface MeetingNoteRow { id: number; meeting_at: string; content: string; created_at: string }
const toMeetingNote = (r: MeetingNoteRow): MeetingNote => ({ id: r.id, meeting_at: r.meeting_at, content: r.content, created_at: r.created_at });

/** A direct report's 1:1s: meeting notes, and the report's next/last meeting. */
export function teamMeetingsRepository(conn: Conn) {
  const db = legacySqlite(conn);
  const notesOf = lazyStatement<[number], MeetingNoteRow>(
    db,
    'SELECT id, meeting_at, content, created_at FROM meeting_notes WHERE direct_report_id = ? ORDER BY meeting_at DESC, id DESC',
  );
  const noteById = lazyStatement<[number], MeetingNoteRow>(db, 'SELECT id, meeting_at, content, created_at FROM meeting_notes WHERE id = ?');
  const insertNote = lazyStatement(db, 'INSERT INTO meeting_notes (direct_report_id, meeting_at, content, created_at) VALUES (?, ?, ?, ?)');
  const setNext = lazyStatement(db, 'UPDATE direct_reports SET next_meeting = ? WHERE id = ?');
  return {
    notes: (reportId: number) => notesOf().all(reportId).map(toMeetingNote),
    addNote: (reportId: number, note: Omit<MeetingNote, 'id'>): MeetingNote => {
      const id = Number(insertNote().run(reportId, note.meeting_at, note.content, note.created_at).lastInsertRowid);
      const row = noteById().get(id);
      return row ? toMeetingNote(row) : { id, ...note };
    },
    setNextMeeting: (reportId: number, at: string | null) => setNext().run(at, reportId).changes > 0,
  };
}
