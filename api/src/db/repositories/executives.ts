// The executive workspaces (one per account).
import { ThemeSchema, type Theme } from '@provana/contracts';
import type { Selectable } from 'kysely';
import type { ExecutivesTable } from '../schema';
import type { Conn } from './conn';
import { afterExplicitId } from '../dialect/explicit-id';

export type ExecutiveRow = Selectable<ExecutivesTable>;

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
    /** The workspace owner's email address (its account's), for mails about the workspace. */
    ownerEmail: async (id: number): Promise<string | undefined> =>
      (
        await db
          .selectFrom('executives')
          .innerJoin('users', 'users.id', 'executives.user_id')
          .select('users.email')
          .where('executives.id', '=', id)
          .executeTakeFirst()
      )?.email,
    /** The executive's IANA zone (UTC when there is no such executive). */
    timeZoneOf: async (id: number): Promise<string> =>
      (await db.selectFrom('executives').select('time_zone').where('id', '=', id).executeTakeFirst())?.time_zone ?? 'UTC',
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
