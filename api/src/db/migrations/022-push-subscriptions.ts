// Reminders on a device with Provana closed (Web Push), on both databases:
// - push_vapid_keys: the server's one VAPID key pair (id 1), generated at first use and kept, so every
//   API process signs with the key the browsers subscribed with. Unused when the operator sets the
//   keys in the environment.
// - push_subscriptions: one row per device (its push service's endpoint, unique, and the keys the
//   payload is encrypted to), of an account in a workspace, with the device's name.
// - push_settings: per workspace and account, whether the lock screen shows the reminder's title
//   (off without a row).
// - push_deliveries: which reminder went to which device. Inserting the row is the claim, so one
//   process sends it even when several look at once; a failed send deletes it to try again.
// Every row goes with its account or workspace (ON DELETE CASCADE).
import { POSTGRES_TYPES, SQLITE_TYPES, type ColumnTypes } from './column-types';

const migration022For = (t: ColumnTypes) => `
CREATE TABLE push_vapid_keys (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  public_key TEXT NOT NULL,
  private_key TEXT NOT NULL,
  created_at ${t.epochMs} NOT NULL
);

CREATE TABLE push_subscriptions (
  id ${t.id},
  executive_id INTEGER NOT NULL REFERENCES executives(id) ON DELETE CASCADE,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  endpoint TEXT NOT NULL UNIQUE,
  p256dh TEXT NOT NULL,
  auth TEXT NOT NULL,
  device_name TEXT NOT NULL,
  created_at ${t.epochMs} NOT NULL,
  last_success_at ${t.epochMs}
);
CREATE INDEX push_subscriptions_owner ON push_subscriptions(executive_id, user_id);
CREATE INDEX push_subscriptions_user ON push_subscriptions(user_id);

CREATE TABLE push_settings (
  executive_id INTEGER NOT NULL REFERENCES executives(id) ON DELETE CASCADE,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  show_details INTEGER NOT NULL DEFAULT 0,
  updated_at ${t.epochMs} NOT NULL,
  PRIMARY KEY (executive_id, user_id)
)${t.withoutRowid};
CREATE INDEX push_settings_user ON push_settings(user_id);

CREATE TABLE push_deliveries (
  subscription_id INTEGER NOT NULL REFERENCES push_subscriptions(id) ON DELETE CASCADE,
  reminder_key TEXT NOT NULL,
  claimed_at ${t.epochMs} NOT NULL,
  PRIMARY KEY (subscription_id, reminder_key)
)${t.withoutRowid};
CREATE INDEX push_deliveries_claimed_at ON push_deliveries(claimed_at);
`;

export const migration022 = migration022For(SQLITE_TYPES);
export const migration022Postgres = migration022For(POSTGRES_TYPES);
