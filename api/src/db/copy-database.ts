// Copies every row of every table, audio included, from one Provana database to another (SQLite →
// PostgreSQL when a deployment outgrows one machine, or back). Ids are kept, so links between rows
// hold; PostgreSQL's id sequences are moved past them afterwards. The target must be migrated and empty.
import { sql } from 'kysely';
import type { Db } from './connection';
import { afterExplicitId } from './dialect/explicit-id';
import { TABLES_IN_ORDER } from './schema';

/** Rows per INSERT: well under both databases' limits on bound parameters. */
const BATCH = 200;
/**
 * Columns the database derives itself (PostgreSQL's full-text column; migration 019's reminder time,
 * a virtual column on SQLite and a trigger-set one on PostgreSQL): never read from the source nor
 * written to the target, which derives them from the copied columns.
 */
export const DERIVED_COLUMNS: ReadonlySet<string> = new Set(['search_vector', 'remind_at']);

type Row = Record<string, unknown>;

async function columnsOf(db: Db, table: string): Promise<string[]> {
  const tables = await db.kysely.introspection.getTables();
  const found = tables.find((t) => t.name === table);
  if (!found) throw new Error(`table ${table} is missing: is the database migrated?`);
  return found.columns.map((c) => c.name).filter((c) => !DERIVED_COLUMNS.has(c));
}

export async function copyDatabase(from: Db, to: Db, onTable?: (table: string, rows: number) => void): Promise<Record<string, number>> {
  const existing = await to.kysely
    .selectFrom('users')
    .select(sql<number>`count(*)`.as('n'))
    .executeTakeFirst();
  if (Number(existing?.n ?? 0) > 0) throw new Error('The target database already has accounts: copy only into an empty, migrated database.');
  const counts: Record<string, number> = {};
  await to.kysely.transaction().execute(async (trx) => {
    const target = { db: trx, dialect: to.dialect };
    for (const table of TABLES_IN_ORDER) {
      const columns = await columnsOf(from, table);
      const rows = (await sql<Row>`SELECT ${sql.join(columns.map((c) => sql.ref(c)))} FROM ${sql.table(table)}`.execute(from.kysely)).rows;
      for (let i = 0; i < rows.length; i += BATCH) {
        const values = rows.slice(i, i + BATCH).map((r) => sql`(${sql.join(columns.map((c) => r[c] ?? null))})`);
        await sql`INSERT INTO ${sql.table(table)} (${sql.join(columns.map((c) => sql.ref(c)))}) VALUES ${sql.join(values)}`.execute(trx);
      }
      if (columns.includes('id')) await afterExplicitId(target, table);
      counts[table] = rows.length;
      onTable?.(table, rows.length);
    }
    // Migration 011's triggers moved each executive's data version as its rows went in: the copy
    // keeps the source's values, so it is the same database, row for row.
    const versions = await from.kysely.selectFrom('executives').select(['id', 'data_version']).execute();
    for (const { id, data_version } of versions) await trx.updateTable('executives').set({ data_version }).where('id', '=', id).execute();
  });
  return counts;
}
