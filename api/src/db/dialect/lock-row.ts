// Makes concurrent transactions that must agree on a total (the audio quota) take turns: lock the row
// that owns the total before reading it, so a second transaction reads only after the first commits.
import { sql } from 'kysely';
import type { Conn } from '../repositories/conn';

/** Call first in a transaction; the lock is held until it ends. */
export async function lockRow({ db, dialect }: Conn, table: string, id: number): Promise<void> {
  if (dialect === 'postgres') {
    // NO KEY UPDATE: other inserts that merely reference the row (their foreign keys) are not held up.
    await sql`SELECT 1 FROM ${sql.table(table)} WHERE id = ${id} FOR NO KEY UPDATE`.execute(db);
    return;
  }
  // SQLite locks the whole database for writing, and a transaction takes that lock at its first write:
  // this write of no row takes it now, so the reads that follow see the last commit and another
  // connection (another process) waits instead of writing in between.
  await sql`UPDATE ${sql.table(table)} SET id = id WHERE id = ${id} AND 0`.execute(db);
}
