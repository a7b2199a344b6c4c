// The executive's own planning data: priorities, calendar, meetings, decisions, notes, life events, reflections, goals, feeds.
import type { Generated } from 'kysely';
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
}

export interface PersonalEventsTable {
  id: Id;
  executive_id: number;
  event: string;
  date: string;
  location: string;
  reminder_set: Flag;
  is_sample: Generated<Flag>;
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
