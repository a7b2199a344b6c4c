// The activity log (migration 028): who changed what in a workspace. Instants are epoch milliseconds.
import type { Id } from './columns';

export interface ActivityLogTable {
  id: Id;
  executive_id: number;
  /** Null once the account that made the change is deleted (its name stays in actor_name). */
  actor_user_id: number | null;
  actor_name: string;
  kind: string;
  item_type: string | null;
  item_id: string | null;
  description: string;
  /** 'added' or 'changed' when the entry added or changed its item (migration 030); else null. */
  verb: string | null;
  /** The name of the personal access token the write was made with (migration 036); null in a session. */
  via_token: string | null;
  created_at: number;
}
