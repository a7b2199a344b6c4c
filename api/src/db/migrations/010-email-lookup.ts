// Sign-in looks a user up by lower(email) on both databases (SQLite's COLLATE NOCASE has no
// PostgreSQL equivalent without an extension), so that expression is indexed on both; on
// PostgreSQL the index also keeps two spellings of one address from signing up twice.
export const migration010 = 'CREATE INDEX users_email_lower ON users (lower(email));';
export const migration010Postgres = 'CREATE UNIQUE INDEX users_email_lower ON users (lower(email));';
