// Reminders sent to devices with Web Push (migration 022). Instants are epoch milliseconds.
import type { Flag, Id } from './columns';

/** The server's VAPID key pair (one row, id 1), base64url as web-push writes them. */
export interface PushVapidKeysTable {
  id: number;
  public_key: string;
  /** A secret: never logged, never served. */
  private_key: string;
  created_at: number;
}

/** One device of an account in a workspace: its push service's endpoint and the keys payloads are encrypted to. */
export interface PushSubscriptionsTable {
  id: Id;
  executive_id: number;
  user_id: number;
  /** A capability URL: whoever knows it can send to the device; never logged, never served back. */
  endpoint: string;
  p256dh: string;
  auth: string;
  device_name: string;
  created_at: number;
  last_success_at: number | null;
}

/** Per workspace and account; no row: details off. */
export interface PushSettingsTable {
  executive_id: number;
  user_id: number;
  show_details: Flag;
  updated_at: number;
}

/** A reminder claimed for (and, unless the row was released, sent to) one device. */
export interface PushDeliveriesTable {
  subscription_id: number;
  reminder_key: string;
  claimed_at: number;
}
