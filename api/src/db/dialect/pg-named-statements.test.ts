// PostgreSQL only: Kysely's statements run as named prepared statements, and a schema change under
// one (a rolling deploy's migration) does not break the query.
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createPgDatabase, onPostgres, testServerUrl } from '../../../test/support/test-database';
import { withNamedStatements } from './pg-named-statements';

describe.runIf(onPostgres)('named statements on PostgreSQL', () => {
  const pools: pg.Pool[] = [];
  afterAll(async () => {
    for (const pool of pools) if (!pool.ended) await pool.end();
  });

  async function oneConnection() {
    const pool = new pg.Pool({ connectionString: testServerUrl(await createPgDatabase('empty')), max: 1 });
    pools.push(pool);
    await pool.query('CREATE TABLE t (id INTEGER PRIMARY KEY, v INTEGER NOT NULL)');
    await pool.query('INSERT INTO t VALUES (1, 10), (2, 20)');
    const db = new Kysely<{ t: { id: number; v: number | string } }>({
      dialect: new PostgresDialect({ pool: withNamedStatements(pool) as unknown as pg.Pool }),
    });
    const prepared = async () =>
      (
        await sql<{ statement: string }>`SELECT statement FROM pg_prepared_statements WHERE statement NOT LIKE '%pg_prepared%' ORDER BY statement`.execute(db)
      ).rows.map((r) => r.statement);
    return { pool, db, prepared };
  }

  it('prepares each SELECT/INSERT/UPDATE/DELETE text once per connection, never SELECT *', async () => {
    const { db, prepared } = await oneConnection();
    for (const id of [1, 2, 1]) await db.selectFrom('t').select('v').where('id', '=', id).execute();
    await db.selectFrom('t').selectAll().execute();
    await db.updateTable('t').set({ v: 11 }).where('id', '=', 1).execute();
    expect(await prepared()).toEqual(['select "v" from "t" where "id" = $1', 'update "t" set "v" = $1 where "id" = $2']);
  });

  it('recovers when a migration changes the row type under a prepared statement', async () => {
    const { pool, db } = await oneConnection();
    const read = () => db.selectFrom('t').select('v').where('id', '=', 2).executeTakeFirst();
    expect(await read()).toEqual({ v: 20 });
    await pool.query('ALTER TABLE t ALTER COLUMN v TYPE TEXT');
    expect(await read()).toEqual({ v: '20' });
    expect(await read()).toEqual({ v: '20' });
  });
});
