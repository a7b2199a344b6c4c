// The executive workspaces (one per account).
import { ThemeSchema, type Theme } from '@provana/contracts';
import type { Conn } from './conn';
import { afterExplicitId } from '../dialect/explicit-id';

export interface ExecutiveRow {
  id: number;
  user_id: number;
  name: string;
  title: string;
  seeded_on: string;
  /** The day the sample rows' dates are currently relative to (moved by the start-up re-anchoring). */
  sample_anchor_date: string | null;
  /** IANA time zone: "today", day ranges and slots are computed in it; stored times are wall-clock in it. */
  time_zone: string;
}

export function executivesRepository(conn: Conn) {
  const { db } = conn;
  return {
    /** id null lets the database choose; the demo executive is created with id 1. */
    create: async (e: { id: number | null; userId: number; name: string; title: string; seededOn: string; timeZone?: string }): Promise<number> => {
      const values = { user_id: e.userId, name: e.name, title: e.title, seeded_on: e.seededOn, time_zone: e.timeZone ?? 'UTC' };
      const row = await db
        .insertInto('executives')
        .values(e.id === null ? values : { ...values, id: e.id })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (e.id !== null) await afterExplicitId(conn, 'executives');
      return row.id;
    },
    get: (id: number): Promise<ExecutiveRow | undefined> => db.selectFrom('executives').selectAll().where('id', '=', id).executeTakeFirst(),
    setTimeZone: async (id: number, timeZone: string): Promise<boolean> => {
      const result = await db.updateTable('executives').set({ time_zone: timeZone }).where('id', '=', id).executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
    /** The appearance (migration 015): System until the executive chooses. */
    theme: async (id: number): Promise<Theme> => {
      const row = await db.selectFrom('executives').select('theme').where('id', '=', id).executeTakeFirst();
      return ThemeSchema.catch('system').parse(row?.theme);
    },
    setTheme: async (id: number, theme: Theme): Promise<void> => {
      await db.updateTable('executives').set({ theme }).where('id', '=', id).execute();
    },
  };
}
