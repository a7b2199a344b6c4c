// The activity log, on both databases: every write in a workspace, with who made it (the account,
// and its name as it was then: the line still reads right after the account is gone), what kind of
// change, the item (its type and id, when there is one) and a sentence that says it. Kept 365 days.
// Read newest first (by id) per workspace, optionally for one person or one kind; pruned by age.
import { POSTGRES_TYPES, SQLITE_TYPES, type ColumnTypes } from './column-types';

const migration028For = (t: ColumnTypes) => `
CREATE TABLE activity_log (
  id ${t.id},
  executive_id INTEGER NOT NULL REFERENCES executives(id) ON DELETE CASCADE,
  actor_user_id INTEGER REFERENCES users(id) ON DELETE SET NULL,
  actor_name TEXT NOT NULL,
  kind TEXT NOT NULL,
  item_type TEXT,
  item_id TEXT,
  description TEXT NOT NULL,
  created_at ${t.epochMs} NOT NULL
);
CREATE INDEX activity_log_recent ON activity_log(executive_id, id);
CREATE INDEX activity_log_actor ON activity_log(executive_id, actor_user_id, id);
CREATE INDEX activity_log_kind ON activity_log(executive_id, kind, id);
CREATE INDEX activity_log_age ON activity_log(created_at);
`;

export const migration028 = migration028For(SQLITE_TYPES);
export const migration028Postgres = migration028For(POSTGRES_TYPES);
