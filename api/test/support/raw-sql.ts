// Plain SQL in tests, the same text on both databases: `?` placeholders (numbered for PostgreSQL).
// For assertions on what the server stored and for arranging odd states; the product uses Kysely.
import { sql } from 'kysely';
import type { Db } from '../../src/db/connection';

function compile(text: string, params: readonly unknown[]) {
  const parts = text.split('?');
  if (parts.length - 1 !== params.length) throw new Error(`expected ${parts.length - 1} parameters, got ${params.length}: ${text}`);
  return sql.join(
    parts.map((p, i) => (i < params.length ? sql`${sql.raw(p)}${params[i]}` : sql.raw(p))),
    sql``,
  );
}

export async function rows<T = Record<string, unknown>>(db: Db, text: string, ...params: unknown[]): Promise<T[]> {
  const result = await compile(text, params).execute(db.kysely);
  return result.rows as T[];
}

export async function row<T = Record<string, unknown>>(db: Db, text: string, ...params: unknown[]): Promise<T | undefined> {
  return (await rows<T>(db, text, ...params))[0];
}

/** Runs a statement; returns the rows it changed. */
export async function exec(db: Db, text: string, ...params: unknown[]): Promise<number> {
  const result = await compile(text, params).execute(db.kysely);
  return Number(result.numAffectedRows ?? 0);
}
