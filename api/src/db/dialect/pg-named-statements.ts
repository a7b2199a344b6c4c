// PostgreSQL parses and plans an unnamed statement on every execution; a named (prepared) one is
// parsed once per connection and its plan can be kept. Kysely sends every query unnamed, so the pool
// Kysely sees names each distinct SELECT/INSERT/UPDATE/DELETE text once, process-wide: the same role
// the statement cache plays for SQLite (connection.ts). Migration scripts (several statements in one
// text) use the raw pool and are never named.
import type pg from 'pg';

/** Distinct texts named; beyond this (dynamic shapes such as long IN lists), statements run unnamed. */
const MAX_NAMED = 1_000;
const NAMEABLE = /^\s*(select|insert|update|delete|with)\b/i;
/**
 * `SELECT *` changes its row type when a migration adds a column, and a prepared statement whose row
 * type changed fails ("cached plan must not change result type"): those run unnamed.
 */
const selectsAll = (text: string) => text.replaceAll('count(*)', '').includes('*');
/** The server's answer when a prepared statement's row type changed under it (a column's type altered). */
const isStalePlan = (error: unknown) => error instanceof Error && error.message.includes('cached plan must not change result type');

type QueryFn = (text: unknown, values?: unknown) => Promise<pg.QueryResult>;

export interface KyselyPool {
  connect: () => Promise<pg.PoolClient>;
  end: () => Promise<void>;
}

export function withNamedStatements(pool: pg.Pool): KyselyPool {
  const names = new Map<string, string>();
  let issued = 0;
  const nameOf = (text: string): string | undefined => {
    let name = names.get(text);
    if (name === undefined && names.size < MAX_NAMED && NAMEABLE.test(text) && !selectsAll(text)) {
      name = `provana_${++issued}`;
      names.set(text, name);
    }
    return name;
  };
  // Kysely gets its own view of each client (query and release only); the client itself is left
  // as it is for the raw pool's users (migrations, readiness), whose calls pass callbacks.
  const views = new WeakMap<pg.PoolClient, pg.PoolClient>();
  const viewOf = (client: pg.PoolClient): pg.PoolClient => {
    const query = client.query.bind(client) as QueryFn;
    const named: QueryFn = async (text, values) => {
      const name = typeof text === 'string' ? nameOf(text) : undefined;
      if (!name) return query(text, values);
      try {
        return await query({ name, text, values });
      } catch (error) {
        // Schema changed under a prepared statement: prepare it afresh (a new name) from now on.
        if (!isStalePlan(error) || typeof text !== 'string') throw error;
        names.delete(text);
        return query(text, values);
      }
    };
    return { query: named, release: (destroy?: boolean | Error) => client.release(destroy) } as unknown as pg.PoolClient;
  };
  return {
    connect: async () => {
      const client = await pool.connect();
      let view = views.get(client);
      if (!view) views.set(client, (view = viewOf(client)));
      return view;
    },
    end: () => pool.end(),
  };
}
