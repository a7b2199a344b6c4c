// One executive's meetings, read by start-time range.
import type { Meeting } from '@provana/contracts';
import type { Kysely, Selectable } from 'kysely';
import type { MeetingsTable, Schema } from '../schema';
import type { Conn } from './conn';
import { parseList, toJson } from './json';

const COLUMNS = ['id', 'title', 'start_time', 'end_time', 'location', 'attendees', 'type'] as const;
type MeetingRow = Pick<Selectable<MeetingsTable>, (typeof COLUMNS)[number]>;

export const toMeeting = (r: MeetingRow): Meeting => ({
  id: r.id,
  title: r.title,
  startTime: r.start_time,
  endTime: r.end_time,
  location: r.location,
  attendees: parseList(r.attendees),
  type: r.type,
});

export type NewMeeting = Omit<Meeting, 'id'> & { executiveId: number };

/** Meetings starting in [from, to) (date-time strings), by start (ties by id: the same order on both databases). */
export const meetingsBetweenQuery = (db: Kysely<Schema>, executiveId: number, from: string, to: string) =>
  db
    .selectFrom('meetings')
    .select(COLUMNS)
    .where('executive_id', '=', executiveId)
    .where('start_time', '>=', from)
    .where('start_time', '<', to)
    .orderBy('start_time')
    .orderBy('id');

export function meetingsRepository(conn: Conn) {
  const { db } = conn;
  return {
    between: async (executiveId: number, from: string, to: string): Promise<Meeting[]> =>
      (await meetingsBetweenQuery(db, executiveId, from, to).execute()).map(toMeeting),
    create: async (m: NewMeeting): Promise<number> => {
      const row = await db
        .insertInto('meetings')
        .values({
          executive_id: m.executiveId,
          title: m.title,
          start_time: m.startTime,
          end_time: m.endTime,
          location: m.location,
          attendees: toJson(m.attendees),
          type: m.type,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
  };
}
