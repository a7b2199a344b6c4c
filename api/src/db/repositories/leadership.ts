import type Database from 'better-sqlite3';
import type { LeadershipModel, LeadershipModelId, LeadershipProfile, Lesson, Urgency } from '@provana/contracts';
import { parseList, toJson } from './json';

interface ModelRow { model_id: LeadershipModelId; name: string; definition: string; strengths: string; growth_edges: string; tagline_prompt: string }
interface LessonRow { model_id: LeadershipModelId; title: string; type: Lesson['type']; duration_minutes: number; url: string }
interface ActionRow { model_id: LeadershipModelId; title: string; priority: Urgency }
interface ProfileRow {
  id: number;
  direct_report_id: number | null;
  name: string;
  transformational: number;
  servant: number;
  system_syncing: number;
  dominant_model: LeadershipModelId;
}

export type Scores = Pick<LeadershipProfile, 'transformational' | 'servant' | 'system_syncing'>;
export type ModelContent = Omit<LeadershipModel, 'model_id'> & { model_id: LeadershipModelId };

export function leadershipRepository(db: Database.Database) {
  const models = db.prepare<[], ModelRow>('SELECT * FROM leadership_models ORDER BY sort_order');
  const lessons = db.prepare<[], LessonRow>('SELECT model_id, title, type, duration_minutes, url FROM leadership_lessons ORDER BY model_id, sort_order');
  const actions = db.prepare<[], ActionRow>('SELECT model_id, title, priority FROM leadership_action_items ORDER BY model_id, sort_order');
  const countModels = db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM leadership_models');
  const profiles = db.prepare<[number], ProfileRow>(
    'SELECT id, direct_report_id, name, transformational, servant, system_syncing, dominant_model FROM leadership_profiles WHERE executive_id = ? ORDER BY direct_report_id IS NOT NULL, name',
  );
  const insertModel = db.prepare(
    'INSERT INTO leadership_models (model_id, name, definition, strengths, growth_edges, tagline_prompt, sort_order) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  const insertLesson = db.prepare('INSERT INTO leadership_lessons (model_id, title, type, duration_minutes, url, sort_order) VALUES (?, ?, ?, ?, ?, ?)');
  const insertAction = db.prepare('INSERT INTO leadership_action_items (model_id, title, priority, sort_order) VALUES (?, ?, ?, ?)');
  const insertProfile = db.prepare(
    `INSERT INTO leadership_profiles (executive_id, direct_report_id, name, transformational, servant, system_syncing, dominant_model, updated_at)
     VALUES (@executiveId, @directReportId, @name, @transformational, @servant, @system_syncing, @dominant, @updatedAt)`,
  );
  const updateSelf = db.prepare(
    `UPDATE leadership_profiles SET transformational = @transformational, servant = @servant, system_syncing = @system_syncing,
       dominant_model = @dominant, updated_at = @updatedAt WHERE executive_id = @executiveId AND direct_report_id IS NULL`,
  );

  return {
    models: (): LeadershipModel[] => {
      const lessonRows = lessons.all();
      const actionRows = actions.all();
      return models.all().map((m) => ({
        model_id: m.model_id,
        name: m.name,
        definition: m.definition,
        strengths: parseList(m.strengths),
        growth_edges: parseList(m.growth_edges),
        tagline_prompt: m.tagline_prompt,
        lessons: lessonRows.filter((l) => l.model_id === m.model_id).map(({ model_id: _m, ...l }) => l),
        action_items: actionRows.filter((a) => a.model_id === m.model_id).map(({ model_id: _m, ...a }) => a),
      }));
    },
    hasModels: () => (countModels.get()?.n ?? 0) > 0,
    insertModel: (m: ModelContent, order: number) => {
      insertModel.run(m.model_id, m.name, m.definition, toJson(m.strengths), toJson(m.growth_edges), m.tagline_prompt, order);
      m.lessons.forEach((l, i) => insertLesson.run(m.model_id, l.title, l.type, l.duration_minutes, l.url, i));
      m.action_items.forEach((a, i) => insertAction.run(m.model_id, a.title, a.priority, i));
    },
    /** The executive's own profile first, then the team's. */
    profiles: (executiveId: number) => profiles.all(executiveId),
    insertProfile: (p: Scores & { executiveId: number; directReportId: number | null; name: string; dominant: LeadershipModelId; updatedAt: string }) => {
      insertProfile.run(p);
    },
    updateSelf: (p: Scores & { executiveId: number; dominant: LeadershipModelId; updatedAt: string }) => updateSelf.run(p).changes > 0,
  };
}
