// Team 1:1s that carry over: talking points per direct report (meeting_at: the meeting they
// were added for; done_meeting: the meeting at which they were checked off) and action items with an
// owner and a due date (the executive's own become priorities: priority_id); archived direct reports
// (archived_at: hidden from the team, history kept).
import { POSTGRES_TYPES, SQLITE_TYPES, type ColumnTypes } from './column-types';
const migration007For = (t: ColumnTypes) => `
CREATE TABLE talking_points (
  id ${t.id},
  direct_report_id INTEGER NOT NULL REFERENCES direct_reports(id) ON DELETE CASCADE,
  text TEXT NOT NULL,
  position INTEGER NOT NULL,
  meeting_at TEXT,
  done_at TEXT,
  done_meeting TEXT,
  created_at TEXT NOT NULL
);
CREATE INDEX talking_points_report_position ON talking_points(direct_report_id, position);

CREATE TABLE team_action_items (
  id ${t.id},
  direct_report_id INTEGER NOT NULL REFERENCES direct_reports(id) ON DELETE CASCADE,
  text TEXT NOT NULL,
  owner TEXT NOT NULL CHECK (owner IN ('me','report')),
  due_date TEXT NOT NULL,
  done INTEGER NOT NULL DEFAULT 0,
  priority_id INTEGER REFERENCES priorities(id) ON DELETE SET NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX team_action_items_report_done ON team_action_items(direct_report_id, done, due_date);

ALTER TABLE direct_reports ADD COLUMN archived_at TEXT;
`;

export const migration007 = migration007For(SQLITE_TYPES);
export const migration007Postgres = migration007For(POSTGRES_TYPES);
