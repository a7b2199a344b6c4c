// Team 1:1s: notes attached to a meeting with a direct report (the meeting is the report's 1:1 at meeting_at).
import { POSTGRES_TYPES, SQLITE_TYPES, type ColumnTypes } from './column-types';
const migration004For = (t: ColumnTypes) => `
CREATE TABLE meeting_notes (
  id ${t.id},
  direct_report_id INTEGER NOT NULL REFERENCES direct_reports(id) ON DELETE CASCADE,
  meeting_at TEXT NOT NULL,
  content TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX meeting_notes_report_meeting ON meeting_notes(direct_report_id, meeting_at);
`;

export const migration004 = migration004For(SQLITE_TYPES);
export const migration004Postgres = migration004For(POSTGRES_TYPES);
