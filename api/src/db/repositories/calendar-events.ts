import type Database from 'better-sqlite3';
import { legacySqlite, type Conn } from './conn';
import type { CalendarEvent } from '@provana/contracts';
import { parseList, toJson } from './json';

interface EventRow {
  id: number;
  title: string;
  start_time: string;
  end_time: string;
  type: CalendarEvent['type'];
  priority: CalendarEvent['priority'];
  description: string;
  related_goals: string;
}

const toEvent = (r: EventRow): CalendarEvent => ({
  id: r.id,
  title: r.title,
  startTime: r.start_time,
  endTime: r.end_time,
  type: r.type,
  priority: r.priority,
  description: r.description,
  relatedGoals: parseList(r.related_goals),
});

export type NewCalendarEvent = Omit<CalendarEvent, 'id'> & { executiveId: number };

export function calendarEventsRepository(conn: Conn) {
  const db = legacySqlite(conn);
  const range = db.prepare<[number, string, string], EventRow>(
    `SELECT id, title, start_time, end_time, type, priority, description, related_goals FROM calendar_events
     WHERE executive_id = ? AND start_time >= ? AND start_time < ? ORDER BY start_time`,
  );
  const insert = db.prepare(
    `INSERT INTO calendar_events (executive_id, title, start_time, end_time, type, priority, description, related_goals)
     VALUES (@executiveId, @title, @startTime, @endTime, @type, @priority, @description, @relatedGoals)`,
  );
  const byId = db.prepare<[number, number], EventRow>(
    'SELECT id, title, start_time, end_time, type, priority, description, related_goals FROM calendar_events WHERE executive_id = ? AND id = ?',
  );
  return {
    /** Events starting in [from, to) (date-time strings). */
    between: (executiveId: number, from: string, to: string) => range.all(executiveId, from, to).map(toEvent),
    get: (executiveId: number, id: number) => {
      const row = byId.get(executiveId, id);
      return row ? toEvent(row) : undefined;
    },
    create: (e: NewCalendarEvent) => Number(insert.run({ ...e, relatedGoals: toJson(e.relatedGoals) }).lastInsertRowid),
    /** The raw statement, for bulk loads inside one transaction (benchmark). */
    insertStatement: insert,
  };
}
