import type Database from 'better-sqlite3';
import { legacySqlite, type Conn } from './conn';
import type { ActionItemOwner, TeamActionItem } from '@provana/contracts';
import type { TalkingPointRow } from '../../services/team/agenda';
import { lazyStatement } from './lazy-statement';

interface ActionRow { id: number; text: string; owner: ActionItemOwner; due_date: string; done: number; priority_id: number | null }
const toAction = (r: ActionRow): TeamActionItem => ({ id: r.id, text: r.text, owner: r.owner, due_date: r.due_date, done: r.done === 1, priority_id: r.priority_id });
const ACTION_COLUMNS = 'id, text, owner, due_date, done, priority_id';
const POINT_COLUMNS = 'id, text, position, meeting_at, done_at, done_meeting';

/** A direct report's 1:1 talking points and action items, and moving the report to its next meeting. */
export function teamOneOnOnesRepository(conn: Conn) {
  const db = legacySqlite(conn);
  const points = lazyStatement<[number], TalkingPointRow>(db, `SELECT ${POINT_COLUMNS} FROM talking_points WHERE direct_report_id = ? ORDER BY position, id`);
  const nextPosition = lazyStatement<[number], { next: number }>(db, 'SELECT COALESCE(MAX(position), -1) + 1 AS next FROM talking_points WHERE direct_report_id = ?');
  const insertPoint = lazyStatement(db, 'INSERT INTO talking_points (direct_report_id, text, position, meeting_at, created_at) VALUES (?, ?, ?, ?, ?)');
  const setDone = lazyStatement(db, 'UPDATE talking_points SET done_at = ?, done_meeting = ? WHERE direct_report_id = ? AND id = ?');
  const setPosition = lazyStatement(db, 'UPDATE talking_points SET position = ? WHERE direct_report_id = ? AND id = ?');
  const actions = lazyStatement<[number], ActionRow>(db, `SELECT ${ACTION_COLUMNS} FROM team_action_items WHERE direct_report_id = ? ORDER BY done, due_date, id`);
  const actionById = lazyStatement<[number, number], ActionRow>(db, `SELECT ${ACTION_COLUMNS} FROM team_action_items WHERE direct_report_id = ? AND id = ?`);
  const insertAction = lazyStatement(db, 
    'INSERT INTO team_action_items (direct_report_id, text, owner, due_date, priority_id, created_at) VALUES (@reportId, @text, @owner, @dueDate, @priorityId, @createdAt)',
  );
  const setActionDone = lazyStatement(db, 'UPDATE team_action_items SET done = ? WHERE direct_report_id = ? AND id = ?');
  const setMeetings = lazyStatement(db, 'UPDATE direct_reports SET last_meeting = ?, next_meeting = ? WHERE id = ?');
  const nextOneOnOne = lazyStatement<[number, string, string], { start_time: string }>(db, 
    'SELECT start_time FROM calendar_events WHERE executive_id = ? AND title = ? AND start_time > ? ORDER BY start_time LIMIT 1',
  );

  return {
    talkingPoints: (reportId: number) => points().all(reportId),
    addTalkingPoint: (reportId: number, text: string, meetingAt: string | null, createdAt: string) => {
      const position = nextPosition().get(reportId)?.next ?? 0;
      return Number(insertPoint().run(reportId, text, position, meetingAt, createdAt).lastInsertRowid);
    },
    setTalkingPointDone: (reportId: number, pointId: number, doneAt: string | null, doneMeeting: string | null) =>
      setDone().run(doneAt, doneMeeting, reportId, pointId).changes > 0,
    /** Positions 0..n-1 in the given order; false (nothing changed) when an id is not the report's. */
    reorderTalkingPoints: (reportId: number, ids: readonly number[]) =>
      db.transaction(() => {
        const own = new Set(points().all(reportId).map((p) => p.id));
        if (!ids.every((id) => own.has(id))) return false;
        ids.forEach((id, index) => setPosition().run(index, reportId, id));
        return true;
      })(),
    actionItems: (reportId: number) => actions().all(reportId).map(toAction),
    actionItem: (reportId: number, itemId: number) => {
      const row = actionById().get(reportId, itemId);
      return row ? toAction(row) : undefined;
    },
    addActionItem: (reportId: number, item: { text: string; owner: ActionItemOwner; dueDate: string; priorityId: number | null; createdAt: string }) =>
      Number(insertAction().run({ reportId, ...item }).lastInsertRowid),
    setActionItemDone: (reportId: number, itemId: number, done: boolean) => setActionDone().run(done ? 1 : 0, reportId, itemId).changes > 0,
    setMeetings: (reportId: number, last: string | null, next: string | null) => setMeetings().run(last, next, reportId).changes > 0,
    /** The earliest follow-up 1:1 (calendar event with that title) after a time. */
    nextOneOnOne: (executiveId: number, title: string, after: string) => nextOneOnOne().get(executiveId, title, after)?.start_time ?? null,
  };
}
