// A query built and compiled by Kysely once, then run with new parameter values: building and
// compiling cost more than running the daily brief's statements on SQLite (its hot path runs a
// handful of queries per request). The SQL text never changes between calls, so the driver's
// prepared-statement cache (SQLite) and the server's plan (PostgreSQL) are reused as well.
import type { Compilable, CompiledQuery, QueryResult } from 'kysely';
import type { Conn } from './repositories/conn';

/** Stand-ins for the arguments while compiling: unique objects, found again among the parameters. */
class Placeholder {
  constructor(readonly index: number) {}
}

/**
 * `build` receives stand-ins for its arguments and must only pass them through as values (a where
 * operand, a selected parameter), never compute with them or choose the query's shape by them:
 * the query is built once, and each call substitutes the real values for the stand-ins.
 */
export function preparedQuery<Args extends unknown[], Row>(conn: Conn, arity: Args['length'], build: (...args: Args) => Compilable<Row>) {
  let compiled: { query: CompiledQuery<Row>; slots: number[] } | undefined;
  const compile = () => {
    const placeholders = Array.from({ length: arity }, (_, i) => new Placeholder(i));
    const query = build(...(placeholders as Args)).compile();
    const slots = query.parameters.map((p) => (p instanceof Placeholder ? p.index : -1));
    if (!placeholders.every((p) => slots.includes(p.index))) throw new Error('preparedQuery: an argument did not reach the query as a parameter');
    return { query, slots };
  };
  return async (...args: Args): Promise<Row[]> => {
    compiled ??= compile();
    const { query, slots } = compiled;
    const parameters = query.parameters.map((p, i) => (slots[i] === -1 ? p : args[slots[i] as number]));
    const run: CompiledQuery<Row> = { ...query, parameters };
    const result: QueryResult<Row> = await conn.db.executeQuery<Row>(run);
    return result.rows;
  };
}
