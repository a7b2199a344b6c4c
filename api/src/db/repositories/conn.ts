// What a repository is built over: the Kysely instance (the database, or one open transaction) and
// the dialect, for the few helpers that differ between SQLite and PostgreSQL (see ../dialect/).
import type { Kysely } from 'kysely';
import type { DialectName } from '../connection';
import type { Schema } from '../schema';

export interface Conn {
  db: Kysely<Schema>;
  dialect: DialectName;
}
