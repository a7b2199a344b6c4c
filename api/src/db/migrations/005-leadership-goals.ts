// Leadership remote: every assessment kept (history), lessons marked done, action items
// added to tasks (once each), and one user reflection per week. Sample reflections (is_sample = 1)
// are outside the unique index, so the start-up re-anchoring can move them without collisions; a
// user's reflection for a week hides a sample one for that week (see the records repository).
import { POSTGRES_TYPES, SQLITE_TYPES, type ColumnTypes } from './column-types';
const migration005For = (t: ColumnTypes) => `
CREATE TABLE leadership_assessments (
  id ${t.id},
  executive_id INTEGER NOT NULL REFERENCES executives(id) ON DELETE CASCADE,
  taken_at TEXT NOT NULL,
  answers TEXT NOT NULL,
  transformational INTEGER NOT NULL,
  servant INTEGER NOT NULL,
  system_syncing INTEGER NOT NULL,
  dominant_model TEXT NOT NULL
);
CREATE INDEX leadership_assessments_exec_taken ON leadership_assessments(executive_id, taken_at, id);

CREATE TABLE leadership_lesson_progress (
  executive_id INTEGER NOT NULL REFERENCES executives(id) ON DELETE CASCADE,
  lesson_id INTEGER NOT NULL REFERENCES leadership_lessons(id) ON DELETE CASCADE,
  done_at TEXT NOT NULL,
  PRIMARY KEY (executive_id, lesson_id)
)${t.withoutRowid};

CREATE TABLE leadership_action_tasks (
  executive_id INTEGER NOT NULL REFERENCES executives(id) ON DELETE CASCADE,
  action_item_id INTEGER NOT NULL REFERENCES leadership_action_items(id) ON DELETE CASCADE,
  priority_id INTEGER NOT NULL REFERENCES priorities(id) ON DELETE CASCADE,
  PRIMARY KEY (executive_id, action_item_id)
)${t.withoutRowid};

CREATE UNIQUE INDEX reflections_exec_week_user ON reflections(executive_id, week_start) WHERE is_sample = 0;
`;

export const migration005 = migration005For(SQLITE_TYPES);
export const migration005Postgres = migration005For(POSTGRES_TYPES);
