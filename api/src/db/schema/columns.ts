// Column kinds shared by every table, the same on SQLite and PostgreSQL.
import type { Generated } from 'kysely';

/** An id the database assigns (INTEGER PRIMARY KEY / identity). */
export type Id = Generated<number>;
/** A boolean stored as 0/1 on both databases. */
export type Flag = number;
