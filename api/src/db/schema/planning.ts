// The executive's own planning data: priorities, calendar, meetings, decisions, notes, life events, reflections, goals, feeds.
import type { ColumnType, Generated } from 'kysely';
import type { Id, Flag } from './columns';

export interface PrioritiesTable {
  id: Id;
  executive_id: number;
  task: string;
  description: string;
  urgency: 'high' | 'medium' | 'low';
  due_date: string | null;
  completed: Generated<Flag>;
  source: Generated<string>;
  created_at: string;
  is_sample: Generated<Flag>;
}

export interface CalendarEventsTable {
  id: Id;
  executive_id: number;
  title: string;
  start_time: string;
  end_time: string;
  type: string;
  priority: string;
  description: string;
  related_goals: Generated<string>;
  is_sample: Generated<Flag>;
  /** Migration 018: the series' RRULE (null: one-off), its deleted occurrences (JSON keys) and its last end (null: for ever). */
  rrule: Generated<string | null>;
  exdates: Generated<string>;
  series_end: Generated<string | null>;
  /** Migration 019: minutes before the start it reminds (0: at the start; null: none); remind_at is derived by the database. */
  reminder_minutes: Generated<number | null>;
  remind_at: ColumnType<string | null, never, never>;
  /** Migration 029: hidden from a request that does not see private items. */
  private: Generated<Flag>;
}

/** Migration 018: a moved or renamed occurrence of a series, keyed by its original start. */
export interface CalendarEventOverridesTable {
  id: Id;
  event_id: number;
  executive_id: number;
  original_start: string;
  title: string;
  start_time: string;
  end_time: string;
}

export interface MeetingsTable {
  id: Id;
  executive_id: number;
  title: string;
  start_time: string;
  end_time: string;
  location: string;
  attendees: Generated<string>;
  type: string;
  is_sample: Generated<Flag>;
}

export interface DecisionsTable {
  id: Id;
  executive_id: number;
  title: string;
  description: string;
  impact_level: string;
  due_by: string;
  is_sample: Generated<Flag>;
  status: Generated<'pending' | 'decided'>;
  choice: string | null;
  rationale: string | null;
  decided_at: string | null;
}

export interface MemoryNotesTable {
  id: Id;
  executive_id: number;
  note: string;
  tag: string;
  next_trigger: string;
  /** Migration 029: hidden from a request that does not see private items. */
  private: Generated<Flag>;
}

export interface PersonalEventsTable {
  id: Id;
  executive_id: number;
  event: string;
  date: string;
  location: string;
  reminder_set: Flag;
  is_sample: Generated<Flag>;
  /** Migration 029: hidden from a request that does not see private items. */
  private: Generated<Flag>;
}

export interface ReflectionsTable {
  id: Id;
  executive_id: number;
  week_start: string;
  strategic_decisions_made: number;
  delayed_decisions: number;
  delegated_tasks: number;
  missed_personal_event: Flag;
  self_insight: string;
  is_sample: Generated<Flag>;
  /** Migration 029: hidden from a request that does not see private items. */
  private: Generated<Flag>;
}

export interface GoalsTable {
  id: Id;
  executive_id: number;
  kind: 'mission' | 'quarterly' | 'micro_win';
  title: string;
  model_alignment: string;
  target_date: string;
  status: string;
  tags: Generated<string>;
  linked_to: string | null;
  sort_order: Generated<number>;
  is_sample: Generated<Flag>;
}

export interface CalendarFeedsTable {
  id: Id;
  executive_id: number;
  token_hash: string;
  created_at: string;
  revoked_at: string | null;
}

/** Migration 019: the reminders the executive has read, by key (see services/reminders). */
export interface ReminderReceiptsTable {
  executive_id: number;
  reminder_key: string;
  read_at: number;
}
