// Booking links, on both databases: booking types (settings as JSON text: durations, questions,
// weekly hours, date overrides), the links guests open (a one-off link lists its candidate instants),
// and bookings. A slot is bookable once: an active booking's (executive, start) is unique, and the
// booking is written after locking the executive's row (dialect/lock-row.ts), so an overlapping one
// of another length is refused too. Guest tokens are stored only as their SHA-256.
import { POSTGRES_TYPES, SQLITE_TYPES, type ColumnTypes } from './column-types';

const migration034For = (t: ColumnTypes) => `
CREATE TABLE booking_types (
  id ${t.id},
  executive_id INTEGER NOT NULL REFERENCES executives(id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  settings TEXT NOT NULL,
  manager_user_id INTEGER REFERENCES users(id) ON DELETE SET NULL,
  created_at ${t.epochMs} NOT NULL,
  updated_at ${t.epochMs} NOT NULL
);
CREATE INDEX booking_types_executive ON booking_types(executive_id, id);
CREATE TABLE booking_links (
  id ${t.id},
  executive_id INTEGER NOT NULL REFERENCES executives(id) ON DELETE CASCADE,
  booking_type_id INTEGER NOT NULL REFERENCES booking_types(id) ON DELETE CASCADE,
  token TEXT NOT NULL UNIQUE,
  single_use INTEGER NOT NULL DEFAULT 0,
  candidate_times TEXT,
  used_at ${t.epochMs},
  created_at ${t.epochMs} NOT NULL
);
CREATE INDEX booking_links_executive ON booking_links(executive_id, id);
CREATE TABLE bookings (
  id ${t.id},
  executive_id INTEGER NOT NULL REFERENCES executives(id) ON DELETE CASCADE,
  booking_type_id INTEGER NOT NULL REFERENCES booking_types(id) ON DELETE CASCADE,
  link_id INTEGER REFERENCES booking_links(id) ON DELETE SET NULL,
  start_at ${t.epochMs} NOT NULL,
  end_at ${t.epochMs} NOT NULL,
  guest_name TEXT NOT NULL,
  guest_email TEXT NOT NULL,
  guest_time_zone TEXT NOT NULL,
  answers TEXT NOT NULL,
  event_id INTEGER REFERENCES calendar_events(id) ON DELETE SET NULL,
  cancel_hash TEXT,
  reschedule_hash TEXT,
  cancelled_at ${t.epochMs},
  created_at ${t.epochMs} NOT NULL
);
CREATE UNIQUE INDEX bookings_active_slot ON bookings(executive_id, start_at) WHERE cancelled_at IS NULL;
CREATE INDEX bookings_executive_start ON bookings(executive_id, start_at);
CREATE UNIQUE INDEX bookings_cancel_hash ON bookings(cancel_hash);
CREATE UNIQUE INDEX bookings_reschedule_hash ON bookings(reschedule_hash);
`;

export const migration034 = migration034For(SQLITE_TYPES);
export const migration034Postgres = migration034For(POSTGRES_TYPES);
