// After rows were inserted with explicit ids (the demo executive is id 1; the SQLite → PostgreSQL
// copy keeps every id), PostgreSQL's identity sequence must move past them or the next insert would
// reuse an id. SQLite picks max(id) + 1 by itself.
import { sql } from 'kysely';
import type { Conn } from '../repositories/conn';

export async function afterExplicitId({ db, dialect }: Conn, table: string, column = 'id'): Promise<void> {
  if (dialect !== 'postgres') return;
  await sql`SELECT setval(pg_get_serial_sequence(${table}, ${column}), GREATEST((SELECT COALESCE(MAX(${sql.ref(column)}), 0) FROM ${sql.table(table)}), 1))`.execute(
    db,
  );
}
