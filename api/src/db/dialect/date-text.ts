// Date arithmetic on the stored wall-clock texts ('YYYY-MM-DD', 'YYYY-MM-DDTHH:MM:SS'), in SQL so a
// whole table moves in one statement: SQLite's date functions and PostgreSQL's date/timestamp
// arithmetic give the same text. NULL stays NULL on both.
import { sql, type RawBuilder } from 'kysely';
import type { DialectName } from '../connection';

/** The column's 'YYYY-MM-DD' moved by whole days. */
export function shiftedDate(dialect: DialectName, column: string, days: number): RawBuilder<string> {
  return dialect === 'sqlite' ? sql`date(${sql.ref(column)}, ${`${days} days`})` : sql`to_char(${sql.ref(column)}::date + ${days}::int, 'YYYY-MM-DD')`;
}

/** The column's 'YYYY-MM-DDTHH:MM:SS' moved by whole days (wall clock: a 09:00 stays 09:00). */
export function shiftedDateTime(dialect: DialectName, column: string, days: number): RawBuilder<string> {
  return dialect === 'sqlite'
    ? sql`strftime('%Y-%m-%dT%H:%M:%S', ${sql.ref(column)}, ${`${days} days`})`
    : sql`to_char(${sql.ref(column)}::timestamp + make_interval(days => ${days}::int), 'YYYY-MM-DD"T"HH24:MI:SS')`;
}
