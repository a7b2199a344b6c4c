// The executive's own recurring events, on both databases:
// - calendar_events.rrule: the series' RRULE (no 'RRULE:' prefix; null: a one-off event). Its
//   start_time/end_time are the first occurrence, wall clock in the executive's zone, so a 09:00
//   weekly meeting stays at 09:00 across daylight-saving changes.
// - calendar_events.exdates: JSON list of deleted occurrences, each named by its original start.
// - calendar_events.series_end: wall-clock end of the last occurrence (null: repeats for ever, or a
//   one-off), so range reads find the series that can reach a range without expanding them all.
// - calendar_event_overrides: moved or renamed occurrences, keyed by the original start; they go
//   with their series (cascade) and move the executive's data version like the events do (011).
import { POSTGRES_TYPES, SQLITE_TYPES, type ColumnTypes } from './column-types';

const OVERRIDES = 'calendar_event_overrides';

const migration018For = (t: ColumnTypes) => `
ALTER TABLE calendar_events ADD COLUMN rrule TEXT;
ALTER TABLE calendar_events ADD COLUMN exdates TEXT NOT NULL DEFAULT '[]';
ALTER TABLE calendar_events ADD COLUMN series_end TEXT;
CREATE INDEX calendar_events_series ON calendar_events(executive_id, start_time) WHERE rrule IS NOT NULL;

CREATE TABLE ${OVERRIDES} (
  id ${t.id},
  event_id INTEGER NOT NULL REFERENCES calendar_events(id) ON DELETE CASCADE,
  executive_id INTEGER NOT NULL REFERENCES executives(id) ON DELETE CASCADE,
  original_start TEXT NOT NULL,
  title TEXT NOT NULL,
  start_time TEXT NOT NULL,
  end_time TEXT NOT NULL
);
CREATE UNIQUE INDEX ${OVERRIDES}_key ON ${OVERRIDES}(event_id, original_start);
CREATE INDEX ${OVERRIDES}_executive ON ${OVERRIDES}(executive_id, start_time);
`;

const bump = (row: 'NEW' | 'OLD') => `UPDATE executives SET data_version = data_version + 1 WHERE id = ${row}.executive_id;`;

export const migration018 = [
  migration018For(SQLITE_TYPES),
  `CREATE TRIGGER ${OVERRIDES}_insert_bumps_version AFTER INSERT ON ${OVERRIDES} BEGIN ${bump('NEW')} END;`,
  `CREATE TRIGGER ${OVERRIDES}_update_bumps_version AFTER UPDATE ON ${OVERRIDES} BEGIN ${bump('OLD')} END;`,
  `CREATE TRIGGER ${OVERRIDES}_delete_bumps_version AFTER DELETE ON ${OVERRIDES} BEGIN ${bump('OLD')} END;`,
].join('\n');

export const migration018Postgres = [
  migration018For(POSTGRES_TYPES),
  // Migration 011's row function.
  `CREATE TRIGGER ${OVERRIDES}_bumps_version AFTER INSERT OR UPDATE OR DELETE ON ${OVERRIDES} FOR EACH ROW EXECUTE FUNCTION bump_executive_data_version();`,
].join('\n');
