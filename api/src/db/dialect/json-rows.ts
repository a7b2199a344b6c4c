// A subquery's rows as one JSON array value, so several lists come back from one statement (the
// executive context of the daily brief: one round trip instead of six). SQLite builds the array with
// json_group_array and hands back its text; PostgreSQL builds it with json_agg and pg parses it.
// Both keep the subquery's ORDER BY, and each element's keys are the subquery's column names, so a
// repository's row mapper reads the elements as it reads rows: our columns are texts and integers,
// which JSON carries unchanged (no dates, no binary in these lists).
import type { RawBuilder } from 'kysely';
import { jsonArrayFrom as sqliteJsonArrayFrom } from 'kysely/helpers/sqlite';
import { jsonArrayFrom as postgresJsonArrayFrom } from 'kysely/helpers/postgres';

/** What the helpers take: a select query (Kysely does not export this type from its root). */
type SelectQueryBuilderExpression<O> = Parameters<typeof sqliteJsonArrayFrom<O>>[0];
import type { DialectName } from '../connection';

/** A column holding the rows of type O as JSON (select it `.as(name)`, read it with readJsonRows). */
export type JsonRows<O> = { readonly jsonRowsOf?: O } & (string | readonly unknown[]);

/** The rows of `subquery` as one JSON array column. */
export function jsonRows<O>(dialect: DialectName, subquery: SelectQueryBuilderExpression<O>): RawBuilder<JsonRows<O>> {
  return (dialect === 'sqlite' ? sqliteJsonArrayFrom(subquery) : postgresJsonArrayFrom(subquery)) as RawBuilder<unknown> as RawBuilder<JsonRows<O>>;
}

/** A jsonRows column as the driver returns it: JSON text on SQLite, already parsed on PostgreSQL. */
export function readJsonRows<O>(value: JsonRows<O> | null | undefined): O[] {
  if (value === null || value === undefined) return [];
  return (typeof value === 'string' ? JSON.parse(value) : value) as O[];
}
