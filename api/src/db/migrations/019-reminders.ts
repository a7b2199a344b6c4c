// Reminders, on both databases:
// - calendar_events.reminder_minutes: how long before its start an event reminds (0: at the start;
//   null: no reminder, the default and every existing row's value).
// - calendar_events.remind_at: when it reminds, wall clock in the executive's zone like start_time,
//   derived by the database (SQLite: a virtual column; PostgreSQL: a trigger), never written by the
//   API, so an import, a move or a bulk load keeps it right. Indexed, so the due reminders of one
//   executive are one range read however many events they have. A series' row holds its first
//   occurrence: its later ones are expanded (services/reminders).
// - reminder_receipts: which reminders the executive has read, each named by a key that carries its
//   due time (a moved event reminds again), so every API process agrees on the bell's unread count.
//   1:1s and life events remind from their own columns (direct_reports' and personal_events'
//   existing (executive_id, date) indexes).
import { POSTGRES_TYPES, SQLITE_TYPES, type ColumnTypes } from './column-types';

const receipts = (t: ColumnTypes) => `
CREATE TABLE reminder_receipts (
  executive_id INTEGER NOT NULL REFERENCES executives(id) ON DELETE CASCADE,
  reminder_key TEXT NOT NULL,
  read_at ${t.epochMs} NOT NULL,
  PRIMARY KEY (executive_id, reminder_key)
)${t.withoutRowid};
`;

const INDEX = 'CREATE INDEX calendar_events_remind_at ON calendar_events(executive_id, remind_at) WHERE remind_at IS NOT NULL;';

export const migration019 = `
ALTER TABLE calendar_events ADD COLUMN reminder_minutes INTEGER;
ALTER TABLE calendar_events ADD COLUMN remind_at TEXT GENERATED ALWAYS AS (
  CASE WHEN reminder_minutes IS NULL THEN NULL ELSE strftime('%Y-%m-%dT%H:%M:%S', start_time, '-' || reminder_minutes || ' minutes') END
) VIRTUAL;
${INDEX}
${receipts(SQLITE_TYPES)}`;

export const migration019Postgres = `
ALTER TABLE calendar_events ADD COLUMN reminder_minutes INTEGER;
ALTER TABLE calendar_events ADD COLUMN remind_at TEXT;
CREATE FUNCTION calendar_events_set_remind_at() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.remind_at := CASE WHEN NEW.reminder_minutes IS NULL THEN NULL
    ELSE to_char(NEW.start_time::timestamp - make_interval(mins => NEW.reminder_minutes), 'YYYY-MM-DD"T"HH24:MI:SS') END;
  RETURN NEW;
END $$;
CREATE TRIGGER calendar_events_remind_at BEFORE INSERT OR UPDATE OF start_time, reminder_minutes, remind_at ON calendar_events
  FOR EACH ROW EXECUTE FUNCTION calendar_events_set_remind_at();
${INDEX}
${receipts(POSTGRES_TYPES)}`;
