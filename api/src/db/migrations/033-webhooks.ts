// Webhooks, on both databases. An endpoint belongs to a workspace: its address, the events it wants
// (JSON text), its signing secret (sealed with the installation's key, as connected calendars'
// passwords are: it must be read back to sign), and whether it is on. A delivery is one event for one
// endpoint: its payload as sent on every attempt, and while pending the instant it is due, which a
// process moves ahead when it claims it (so one process sends it, and a crashed one's claim runs
// out). Every attempt is kept for the log. All of it goes with the workspace (ON DELETE CASCADE).
import { POSTGRES_TYPES, SQLITE_TYPES, type ColumnTypes } from './column-types';

const migration033For = (t: ColumnTypes) => `
CREATE TABLE webhook_endpoints (
  id ${t.id},
  executive_id INTEGER NOT NULL REFERENCES executives(id) ON DELETE CASCADE,
  url TEXT NOT NULL,
  events TEXT NOT NULL,
  secret TEXT NOT NULL,
  enabled INTEGER NOT NULL DEFAULT 1,
  disabled_reason TEXT,
  disabled_at ${t.epochMs},
  failing_since ${t.epochMs},
  created_at ${t.epochMs} NOT NULL
);
CREATE INDEX webhook_endpoints_executive ON webhook_endpoints(executive_id, id);
CREATE TABLE webhook_deliveries (
  id ${t.id},
  endpoint_id INTEGER NOT NULL REFERENCES webhook_endpoints(id) ON DELETE CASCADE,
  message_id TEXT NOT NULL UNIQUE,
  event_type TEXT NOT NULL,
  payload TEXT NOT NULL,
  status TEXT NOT NULL,
  next_attempt_at ${t.epochMs},
  retry_window_start ${t.epochMs} NOT NULL,
  created_at ${t.epochMs} NOT NULL
);
CREATE INDEX webhook_deliveries_due ON webhook_deliveries(next_attempt_at) WHERE status = 'pending';
CREATE INDEX webhook_deliveries_endpoint ON webhook_deliveries(endpoint_id, id);
CREATE TABLE webhook_attempts (
  id ${t.id},
  delivery_id INTEGER NOT NULL REFERENCES webhook_deliveries(id) ON DELETE CASCADE,
  attempted_at ${t.epochMs} NOT NULL,
  status_code INTEGER,
  error TEXT,
  duration_ms INTEGER NOT NULL
);
CREATE INDEX webhook_attempts_delivery ON webhook_attempts(delivery_id, id);
`;

export const migration033 = migration033For(SQLITE_TYPES);
export const migration033Postgres = migration033For(POSTGRES_TYPES);
