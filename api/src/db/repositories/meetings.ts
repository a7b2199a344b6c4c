import type Database from 'better-sqlite3';
import { legacySqlite, type Conn } from './conn';
import type { Meeting } from '@provana/contracts';
import { parseList, toJson } from './json';

interface MeetingRow {
  id: number;
  title: string;
  start_time: string;
  end_time: string;
  location: string;
  attendees: string;
  type: string;
}

const toMeeting = (r: MeetingRow): Meeting => ({
  id: r.id,
  title: r.title,
  startTime: r.start_time,
  endTime: r.end_time,
  location: r.location,
  attendees: parseList(r.attendees),
  type: r.type,
});

export type NewMeeting = Omit<Meeting, 'id'> & { executiveId: number };

export function meetingsRepository(conn: Conn) {
  const db = legacySqlite(conn);
  const range = db.prepare<[number, string, string], MeetingRow>(
    `SELECT id, title, start_time, end_time, location, attendees, type FROM meetings
     WHERE executive_id = ? AND start_time >= ? AND start_time < ? ORDER BY start_time`,
  );
  const insert = db.prepare(
    `INSERT INTO meetings (executive_id, title, start_time, end_time, location, attendees, type)
     VALUES (@executiveId, @title, @startTime, @endTime, @location, @attendees, @type)`,
  );
  return {
    /** Meetings starting in [from, to) (date-time strings). */
    between: (executiveId: number, from: string, to: string) => range.all(executiveId, from, to).map(toMeeting),
    create: (m: NewMeeting) => Number(insert.run({ ...m, attendees: toJson(m.attendees) }).lastInsertRowid),
  };
}
