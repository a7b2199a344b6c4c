// Leadership models (shared content) and each executive's profiles, assessments and progress.
import type { Id } from './columns';

export interface LeadershipModelsTable {
  model_id: string;
  name: string;
  definition: string;
  strengths: string;
  growth_edges: string;
  tagline_prompt: string;
  sort_order: number;
}

export interface LeadershipLessonsTable {
  id: Id;
  model_id: string;
  title: string;
  type: 'article' | 'audio' | 'video' | 'worksheet' | 'interactive';
  duration_minutes: number;
  url: string;
  sort_order: number;
}

export interface LeadershipActionItemsTable {
  id: Id;
  model_id: string;
  title: string;
  priority: 'high' | 'medium' | 'low';
  sort_order: number;
}

export interface LeadershipProfilesTable {
  id: Id;
  executive_id: number;
  direct_report_id: number | null;
  name: string;
  transformational: number;
  servant: number;
  system_syncing: number;
  dominant_model: string;
  updated_at: string;
}

export interface LeadershipAssessmentsTable {
  id: Id;
  executive_id: number;
  taken_at: string;
  answers: string;
  transformational: number;
  servant: number;
  system_syncing: number;
  dominant_model: string;
}

export interface LeadershipLessonProgressTable {
  executive_id: number;
  lesson_id: number;
  done_at: string;
}

export interface LeadershipActionTasksTable {
  executive_id: number;
  action_item_id: number;
  priority_id: number;
}
