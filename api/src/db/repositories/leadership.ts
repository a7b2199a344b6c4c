import type Database from 'better-sqlite3';
import { legacySqlite, type Conn } from './conn';
import type { AssessmentResult, LeadershipActionItem, LeadershipModel, LeadershipModelId, LeadershipProfile, Lesson, Urgency } from '@provana/contracts';
import { parseList, toJson } from './json';
import { lazyStatement } from './lazy-statement';

interface ModelRow { model_id: LeadershipModelId; name: string; definition: string; strengths: string; growth_edges: string; tagline_prompt: string }
interface LessonRow { id: number; model_id: LeadershipModelId; title: string; type: Lesson['type']; duration_minutes: number; url: string; done: number }
interface ActionRow { id: number; model_id: LeadershipModelId; title: string; priority: Urgency; task_id: number | null }
interface AssessmentRow { id: number; taken_at: string; answers: string; transformational: number; servant: number; system_syncing: number; dominant_model: LeadershipModelId }
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
/** A model as seeded: framework content, without the executive's progress and task links. */
export type ModelContent = Omit<LeadershipModel, 'lessons' | 'action_items'> & {
  lessons: Omit<Lesson, 'id' | 'done'>[];
  action_items: Omit<LeadershipActionItem, 'id' | 'task_id'>[];
};
export type NewAssessment = Omit<AssessmentResult, 'id' | 'recommendations'> & { executiveId: number };

export function leadershipRepository(conn: Conn) {
  const db = legacySqlite(conn);
  const models = db.prepare<[], ModelRow>('SELECT * FROM leadership_models ORDER BY sort_order');
  const lessons = lazyStatement<[number], LessonRow>(db, 
    `SELECT l.id, l.model_id, l.title, l.type, l.duration_minutes, l.url, p.lesson_id IS NOT NULL AS done FROM leadership_lessons l
     LEFT JOIN leadership_lesson_progress p ON p.lesson_id = l.id AND p.executive_id = ? ORDER BY l.model_id, l.sort_order`,
  );
  const actions = lazyStatement<[number], ActionRow>(db, 
    `SELECT a.id, a.model_id, a.title, a.priority, t.priority_id AS task_id FROM leadership_action_items a
     LEFT JOIN leadership_action_tasks t ON t.action_item_id = a.id AND t.executive_id = ? ORDER BY a.model_id, a.sort_order`,
  );
  const actionById = lazyStatement<[number, number], ActionRow & { model_name: string }>(db, 
    `SELECT a.id, a.model_id, a.title, a.priority, t.priority_id AS task_id, m.name AS model_name FROM leadership_action_items a
     JOIN leadership_models m ON m.model_id = a.model_id
     LEFT JOIN leadership_action_tasks t ON t.action_item_id = a.id AND t.executive_id = ? WHERE a.id = ?`,
  );
  const linkTask = lazyStatement(db, 'INSERT INTO leadership_action_tasks (executive_id, action_item_id, priority_id) VALUES (?, ?, ?)');
  const lessonExists = db.prepare<[number], { id: number }>('SELECT id FROM leadership_lessons WHERE id = ?');
  const markDone = lazyStatement(db, 'INSERT INTO leadership_lesson_progress (executive_id, lesson_id, done_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING');
  const markNotDone = lazyStatement(db, 'DELETE FROM leadership_lesson_progress WHERE executive_id = ? AND lesson_id = ?');
  const insertAssessment = lazyStatement(db, 
    `INSERT INTO leadership_assessments (executive_id, taken_at, answers, transformational, servant, system_syncing, dominant_model)
     VALUES (@executiveId, @taken_at, @answers, @transformational, @servant, @system_syncing, @dominant_model)`,
  );
  const assessments = lazyStatement<[number], AssessmentRow>(db, 
    'SELECT id, taken_at, answers, transformational, servant, system_syncing, dominant_model FROM leadership_assessments WHERE executive_id = ? ORDER BY taken_at DESC, id DESC',
  );
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
    /** The three models, with this executive's lesson progress and action items already added to tasks. */
    models: (executiveId: number): LeadershipModel[] => {
      const lessonRows = lessons().all(executiveId);
      const actionRows = actions().all(executiveId);
      return models.all().map((m) => ({
        model_id: m.model_id,
        name: m.name,
        definition: m.definition,
        strengths: parseList(m.strengths),
        growth_edges: parseList(m.growth_edges),
        tagline_prompt: m.tagline_prompt,
        lessons: lessonRows.filter((l) => l.model_id === m.model_id).map(({ model_id: _m, done, ...l }) => ({ ...l, done: done === 1 })),
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
    actionItem: (executiveId: number, itemId: number) => actionById().get(executiveId, itemId),
    linkActionTask: (executiveId: number, itemId: number, priorityId: number) => {
      linkTask().run(executiveId, itemId, priorityId);
    },
    lessonExists: (lessonId: number) => lessonExists.get(lessonId) !== undefined,
    setLessonDone: (executiveId: number, lessonId: number, done: boolean, at: string) => {
      if (done) markDone().run(executiveId, lessonId, at);
      else markNotDone().run(executiveId, lessonId);
    },
    addAssessment: (a: NewAssessment) =>
      Number(
        insertAssessment().run({ executiveId: a.executiveId, taken_at: a.taken_at, answers: JSON.stringify(a.answers), dominant_model: a.dominant_model, ...a.scores })
          .lastInsertRowid,
      ),
    /** Every assessment the executive took, latest first. */
    assessments: (executiveId: number) =>
      assessments().all(executiveId).map((r) => ({
        id: r.id,
        taken_at: r.taken_at,
        answers: parseList(r.answers).map(Number),
        scores: { transformational: r.transformational, servant: r.servant, system_syncing: r.system_syncing },
        dominant_model: r.dominant_model,
      })),
    updateSelf: (p: Scores & { executiveId: number; dominant: LeadershipModelId; updatedAt: string }) => updateSelf.run(p).changes > 0,
  };
}
