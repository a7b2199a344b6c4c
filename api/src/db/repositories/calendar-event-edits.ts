// Moving and deleting one executive's calendar event; scoped by executive, so another's is not found.
import type Database from 'better-sqlite3';
import { legacySqlite, type Conn } from './conn';
import { lazyStatement } from './lazy-statement';

export function calendarEventEditsRepository(conn: Conn) {
  const db = legacySqlite(conn);
  const move = lazyStatement(db, 'UPDATE calendar_events SET start_time = @startTime, end_time = @endTime, is_sample = 0 WHERE executive_id = @executiveId AND id = @id');
  const remove = lazyStatement(db, 'DELETE FROM calendar_events WHERE executive_id = ? AND id = ?');
  return {
    move: (e: { executiveId: number; id: number; startTime: string; endTime: string }): boolean => move().run(e).changes === 1,
    remove: (executiveId: number, id: number): boolean => remove().run(executiveId, id).changes === 1,
  };
}
