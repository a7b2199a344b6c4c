import type Database from 'better-sqlite3';
import { legacySqlite, type Conn } from './conn';
import type { CoachingNote, DirectReport, NoteCategory, TeamVoiceLog } from '@provana/contracts';
import { parseList, toJson } from './json';

interface ReportRow {
  id: number;
  name: string;
  role: string;
  start_date: string;
  next_meeting: string | null;
  last_meeting: string | null;
  goals_linked: string;
  development_focus: string;
  reminder_24hr_before: number;
  check_in_prompt: string;
}
interface NoteRow { id: number; direct_report_id: number; date: string; category: NoteCategory; content: string }
interface LogRow { id: number; date: string; audio_url: string | null; transcription: string; tags: string; converted_to_action: number }

const toNote = (r: NoteRow): CoachingNote => ({ id: r.id, date: r.date, category: r.category, content: r.content });
const toLog = (r: LogRow): TeamVoiceLog => ({
  id: r.id,
  date: r.date,
  audio_url: r.audio_url,
  transcription: r.transcription,
  tags: parseList(r.tags),
  converted_to_action: r.converted_to_action === 1,
});
const toReport = (r: ReportRow, notes: CoachingNote[]): DirectReport => ({
  id: r.id,
  name: r.name,
  role: r.role,
  start_date: r.start_date,
  next_meeting: r.next_meeting,
  last_meeting: r.last_meeting,
  goals_linked: parseList(r.goals_linked),
  development_focus: r.development_focus,
  notes,
  alerts: { reminder_24hr_before: r.reminder_24hr_before === 1, check_in_prompt: r.check_in_prompt },
});

const hasArchive = (db: Database.Database) =>
  db.prepare<[], { n: number }>("SELECT COUNT(*) AS n FROM pragma_table_info('direct_reports') WHERE name = 'archived_at'").get()?.n === 1;

export type NewDirectReport = Omit<DirectReport, 'id' | 'notes'> & { executiveId: number };

export function teamRepository(conn: Conn) {
  const db = legacySqlite(conn);
  // Archived reports (migration 007) are hidden. Prepared on first use: repositories also run over a
  // version-1 schema in the migration tests, which has no archived_at column (and no archived reports).
  const visible = <P extends unknown[]>(sql: string) => {
    let statement: Database.Statement<P, ReportRow> | undefined;
    return () => (statement ??= db.prepare<P, ReportRow>(hasArchive(db) ? sql.replace('/*visible*/', 'AND archived_at IS NULL') : sql));
  };
  const reports = visible<[number]>('SELECT * FROM direct_reports WHERE executive_id = ? /*visible*/ ORDER BY name');
  const reportByName = visible<[number, string]>('SELECT * FROM direct_reports WHERE executive_id = ? AND name = ? /*visible*/');
  const alerts = visible<[number, string, string]>(
    'SELECT * FROM direct_reports WHERE executive_id = ? AND next_meeting >= ? AND next_meeting < ? AND reminder_24hr_before = 1 /*visible*/ ORDER BY next_meeting',
  );
  // Latest note first, across the executive's whole team in one query.
  const teamNotes = db.prepare<[number], NoteRow>(
    `SELECT n.id, n.direct_report_id, n.date, n.category, n.content FROM coaching_notes n
     JOIN direct_reports r ON r.id = n.direct_report_id WHERE r.executive_id = ? ORDER BY n.date DESC, n.id DESC`,
  );
  const notesOf = db.prepare<[number], NoteRow>(
    'SELECT id, direct_report_id, date, category, content FROM coaching_notes WHERE direct_report_id = ? ORDER BY date DESC, id DESC',
  );
  const logsOf = db.prepare<[number], LogRow>(
    'SELECT id, date, audio_url, transcription, tags, converted_to_action FROM team_voice_logs WHERE direct_report_id = ? ORDER BY date DESC, id DESC',
  );
  const logById = db.prepare<[number, number], LogRow>(
    'SELECT id, date, audio_url, transcription, tags, converted_to_action FROM team_voice_logs WHERE direct_report_id = ? AND id = ?',
  );
  const insertReport = db.prepare(
    `INSERT INTO direct_reports (executive_id, name, role, start_date, next_meeting, last_meeting, goals_linked, development_focus, reminder_24hr_before, check_in_prompt)
     VALUES (@executiveId, @name, @role, @start_date, @next_meeting, @last_meeting, @goals_linked, @development_focus, @reminder, @check_in_prompt)`,
  );
  const insertNote = db.prepare('INSERT INTO coaching_notes (direct_report_id, date, category, content) VALUES (?, ?, ?, ?)');
  const insertLog = db.prepare(
    'INSERT INTO team_voice_logs (direct_report_id, date, audio_url, transcription, tags, converted_to_action) VALUES (@reportId, @date, @audio_url, @transcription, @tags, @converted)',
  );
  const setConverted = db.prepare('UPDATE team_voice_logs SET converted_to_action = ? WHERE direct_report_id = ? AND id = ?');
  const noteById = db.prepare<[number], NoteRow>('SELECT id, direct_report_id, date, category, content FROM coaching_notes WHERE id = ?');

  const withNotes = (rows: ReportRow[], notes: NoteRow[]) => {
    const byReport = new Map<number, CoachingNote[]>();
    for (const n of notes) {
      const list = byReport.get(n.direct_report_id) ?? [];
      list.push(toNote(n));
      byReport.set(n.direct_report_id, list);
    }
    return rows.map((r) => toReport(r, byReport.get(r.id) ?? []));
  };
  return {
    list: (executiveId: number) => withNotes(reports().all(executiveId), teamNotes.all(executiveId)),
    findByName: (executiveId: number, name: string) => {
      const row = reportByName().get(executiveId, name);
      return row ? toReport(row, notesOf.all(row.id).map(toNote)) : undefined;
    },
    /** Reports with the 24-hour reminder on whose next meeting starts in [from, to). */
    alertsBetween: (executiveId: number, from: string, to: string) => alerts().all(executiveId, from, to).map((r) => toReport(r, [])),
    voiceLogs: (reportId: number) => logsOf.all(reportId).map(toLog),
    voiceLog: (reportId: number, logId: number) => {
      const row = logById.get(reportId, logId);
      return row ? toLog(row) : undefined;
    },
    createReport: (r: NewDirectReport) =>
      Number(insertReport.run({ ...r, goals_linked: toJson(r.goals_linked), reminder: r.alerts.reminder_24hr_before ? 1 : 0, check_in_prompt: r.alerts.check_in_prompt }).lastInsertRowid),
    addNote: (reportId: number, note: Omit<CoachingNote, 'id'>): CoachingNote => {
      const id = Number(insertNote.run(reportId, note.date, note.category, note.content).lastInsertRowid);
      const row = noteById.get(id);
      return row ? toNote(row) : { id, ...note };
    },
    addVoiceLog: (reportId: number, log: Omit<TeamVoiceLog, 'id'>) =>
      Number(insertLog.run({ reportId, date: log.date, audio_url: log.audio_url, transcription: log.transcription, tags: toJson(log.tags), converted: log.converted_to_action ? 1 : 0 }).lastInsertRowid),
    setConverted: (reportId: number, logId: number, converted: boolean) => setConverted.run(converted ? 1 : 0, reportId, logId).changes > 0,
  };
}
