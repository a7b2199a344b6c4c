// Rows between the database and the files of an export: flags 0/1 ↔ booleans, JSON list text ↔
// arrays; read in pages by id so no table is held whole.
import { sql, type RawBuilder } from 'kysely';
import type { Conn } from '../../db/repositories/conn';
import type { TableSpec } from './tables';

export type Row = Record<string, unknown>;

const PAGE = 500;

/** Rows of the table that belong to the executive (directly or through a direct report). */
export const ownedBy = (spec: Pick<TableSpec, 'owner'>, executiveId: number, alias = ''): RawBuilder<unknown> => {
  const column = (name: string) => sql.ref(alias ? `${alias}.${name}` : name);
  return spec.owner === 'executive'
    ? sql`${column('executive_id')} = ${executiveId}`
    : sql`${column('direct_report_id')} IN (SELECT id FROM direct_reports WHERE executive_id = ${executiveId})`;
};

export const fileColumns = (spec: TableSpec): string[] => ['id', ...Object.keys(spec.refs ?? {}), ...spec.columns];

function parseList(value: unknown): string[] {
  if (typeof value !== 'string') return [];
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? parsed.map(String) : [];
  } catch {
    return [];
  }
}

/** A database row as the file has it. */
export function toFileRow(spec: TableSpec, row: Row): Row {
  const out: Row = {};
  for (const column of fileColumns(spec)) {
    const value = row[column] ?? null;
    if (spec.flags?.includes(column)) out[column] = Number(value) === 1;
    else if (spec.lists?.includes(column)) out[column] = parseList(value);
    else out[column] = typeof value === 'bigint' ? Number(value) : value;
  }
  return out;
}

/** A validated file row as database values: references translated through `idOf`, no id (the database assigns it). */
export function toDbValues(spec: TableSpec, row: Row, idOf: (column: string, archiveId: number) => number): Row {
  const out: Row = {};
  for (const column of spec.columns) {
    const value = row[column];
    if (spec.flags?.includes(column)) out[column] = value ? 1 : 0;
    else if (spec.lists?.includes(column)) out[column] = JSON.stringify(value ?? []);
    else out[column] = value ?? null;
  }
  for (const column of Object.keys(spec.refs ?? {})) {
    const value = row[column];
    out[column] = typeof value === 'number' ? idOf(column, value) : null;
  }
  return out;
}

/** The executive's rows of one table, page by page, in id order. */
export async function* ownedRows(conn: Conn, spec: TableSpec, executiveId: number, extra?: RawBuilder<unknown>): AsyncGenerator<Row[]> {
  const columns = sql.join(fileColumns(spec).map((c) => sql.ref(`t.${c}`)));
  let after = 0;
  for (;;) {
    const page = (
      await sql<Row>`SELECT ${columns}${extra ?? sql``} FROM ${sql.table(spec.table)} t ${spec.table === 'voice_recordings' ? sql`LEFT JOIN voice_audio a ON a.recording_id = t.id` : sql``}
        WHERE ${ownedBy(spec, executiveId, 't')}${spec.onlyWhereUnset ? sql` AND ${sql.ref(`t.${spec.onlyWhereUnset}`)} IS NULL` : sql``} AND t.id > ${after} ORDER BY t.id LIMIT ${PAGE}`.execute(
        conn.db,
      )
    ).rows;
    if (page.length === 0) return;
    yield page;
    after = Number(page[page.length - 1]?.id);
    if (page.length < PAGE) return;
  }
}

/** Inserts one row and answers its new id (RETURNING works on both databases). */
export async function insertReturningId(conn: Conn, table: string, values: Row): Promise<number> {
  const columns = Object.keys(values);
  const { rows } = await sql<{
    id: number;
  }>`INSERT INTO ${sql.table(table)} (${sql.join(columns.map((c) => sql.ref(c)))}) VALUES (${sql.join(columns.map((c) => values[c]))}) RETURNING id`.execute(
    conn.db,
  );
  const id = rows[0]?.id;
  if (id === undefined) throw new Error(`insert into ${table} returned no id`);
  return Number(id);
}
