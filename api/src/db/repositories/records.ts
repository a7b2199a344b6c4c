// Decisions, memory notes, personal (life) events and weekly reflections: simple per-executive lists.
import type Database from 'better-sqlite3';
import { legacySqlite, type Conn } from './conn';
import { lazyStatement } from './lazy-statement';
import type { Decision, MemoryNote, PersonalEvent, Reflection } from '@provana/contracts';

interface DecisionRow { id: number; title: string; description: string; impact_level: Decision['impactLevel']; due_by: string }
interface MemoryRow { id: number; note: string; tag: string; next_trigger: string }
interface PersonalRow { id: number; event: string; date: string; location: string; reminder_set: number }
interface ReflectionRow {
  id: number;
  week_start: string;
  strategic_decisions_made: number;
  delayed_decisions: number;
  delegated_tasks: number;
  missed_personal_event: number;
  self_insight: string;
  is_sample: number;
}

const toReflection = (r: ReflectionRow): Reflection => ({
  id: r.id,
  weekStart: r.week_start,
  strategicDecisionsMade: r.strategic_decisions_made,
  delayedDecisions: r.delayed_decisions,
  delegatedTasks: r.delegated_tasks,
  missedPersonalEvent: r.missed_personal_event === 1,
  selfInsight: r.self_insight,
});

export function recordsRepository(conn: Conn) {
  const db = legacySqlite(conn);
  // Pending only (migration 008): decided ones live in the register's Decided list.
  const decisions = lazyStatement<[number], DecisionRow>(db, "SELECT id, title, description, impact_level, due_by FROM decisions WHERE executive_id = ? AND status = 'pending' ORDER BY due_by, id");
  const memory = db.prepare<[number], MemoryRow>('SELECT id, note, tag, next_trigger FROM memory_notes WHERE executive_id = ? ORDER BY id');
  const personal = db.prepare<[number], PersonalRow>('SELECT id, event, date, location, reminder_set FROM personal_events WHERE executive_id = ? ORDER BY date, id');
  const personalRange = db.prepare<[number, string, string], PersonalRow>(
    'SELECT id, event, date, location, reminder_set FROM personal_events WHERE executive_id = ? AND date >= ? AND date < ? ORDER BY date',
  );
  // A week the executive wrote (is_sample = 0) hides the sample reflection re-anchored onto that week.
  const reflections = lazyStatement<[number], ReflectionRow>(db, 
    `SELECT * FROM reflections r WHERE executive_id = ? AND NOT (is_sample = 1 AND EXISTS
       (SELECT 1 FROM reflections u WHERE u.executive_id = r.executive_id AND u.week_start = r.week_start AND u.is_sample = 0))
     ORDER BY week_start DESC`,
  );
  const reflectionOfWeek = lazyStatement<[number, string], ReflectionRow>(db, 
    'SELECT * FROM reflections WHERE executive_id = ? AND week_start = ? ORDER BY is_sample LIMIT 1',
  );
  const upsertReflection = lazyStatement(db, 
    `INSERT INTO reflections (executive_id, week_start, strategic_decisions_made, delayed_decisions, delegated_tasks, missed_personal_event, self_insight, is_sample)
     VALUES (@executiveId, @weekStart, @strategicDecisionsMade, @delayedDecisions, @delegatedTasks, @missedPersonalEvent, @selfInsight, 0)
     ON CONFLICT (executive_id, week_start) WHERE is_sample = 0 DO UPDATE SET
       strategic_decisions_made = excluded.strategic_decisions_made, delayed_decisions = excluded.delayed_decisions,
       delegated_tasks = excluded.delegated_tasks, missed_personal_event = excluded.missed_personal_event, self_insight = excluded.self_insight`,
  );
  const insertDecision = db.prepare('INSERT INTO decisions (executive_id, title, description, impact_level, due_by) VALUES (@executiveId, @title, @description, @impactLevel, @dueBy)');
  const insertMemory = db.prepare('INSERT INTO memory_notes (executive_id, note, tag, next_trigger) VALUES (@executiveId, @note, @tag, @nextTrigger)');
  const insertPersonal = db.prepare('INSERT INTO personal_events (executive_id, event, date, location, reminder_set) VALUES (@executiveId, @event, @date, @location, @reminderSet)');
  const insertReflection = db.prepare(
    `INSERT INTO reflections (executive_id, week_start, strategic_decisions_made, delayed_decisions, delegated_tasks, missed_personal_event, self_insight)
     VALUES (@executiveId, @weekStart, @strategicDecisionsMade, @delayedDecisions, @delegatedTasks, @missedPersonalEvent, @selfInsight)`,
  );

  const toPersonal = (r: PersonalRow): PersonalEvent => ({ id: r.id, event: r.event, date: r.date, location: r.location, reminderSet: r.reminder_set === 1 });
  return {
    decisions: (executiveId: number): Decision[] =>
      decisions().all(executiveId).map((r) => ({ id: r.id, title: r.title, description: r.description, impactLevel: r.impact_level, dueBy: r.due_by })),
    memory: (executiveId: number): MemoryNote[] => memory.all(executiveId).map((r) => ({ id: r.id, note: r.note, tag: r.tag, nextTrigger: r.next_trigger })),
    personalEvents: (executiveId: number) => personal.all(executiveId).map(toPersonal),
    /** Personal events dated in [from, to) ('YYYY-MM-DD' bounds). */
    personalEventsBetween: (executiveId: number, from: string, to: string) => personalRange.all(executiveId, from, to).map(toPersonal),
    reflections: (executiveId: number): Reflection[] => reflections().all(executiveId).map(toReflection),
    /** The executive's own reflection for a week, if written (a sample one does not count). */
    ownReflection: (executiveId: number, weekStart: string): Reflection | undefined => {
      const row = reflectionOfWeek().get(executiveId, weekStart);
      return row && row.is_sample === 0 ? toReflection(row) : undefined;
    },
    /** Creates or replaces the executive's reflection for a week (one per week). */
    upsertReflection: (r: Omit<Reflection, 'id'> & { executiveId: number }) => {
      upsertReflection().run({ ...r, missedPersonalEvent: r.missedPersonalEvent ? 1 : 0 });
    },
    addDecision: (d: Omit<Decision, 'id'> & { executiveId: number }) => insertDecision.run(d),
    addMemory: (m: Omit<MemoryNote, 'id'> & { executiveId: number }) => insertMemory.run(m),
    addPersonalEvent: (p: Omit<PersonalEvent, 'id'> & { executiveId: number }) => insertPersonal.run({ ...p, reminderSet: p.reminderSet ? 1 : 0 }),
    addReflection: (r: Omit<Reflection, 'id'> & { executiveId: number }) =>
      insertReflection.run({ ...r, missedPersonalEvent: r.missedPersonalEvent ? 1 : 0 }),
  };
}
