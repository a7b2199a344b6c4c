// Lesson progress and action items added to tasks point at the product's shared content (lessons and
// action items), whose ids differ between installations: the archive names them by model and title.
import { sql } from 'kysely';
import type { ExportRow } from '@provana/contracts/export';
import type { Conn } from '../../db/repositories/conn';

type Progress = ExportRow<'lesson-progress.json'>;
type ActionTask = ExportRow<'leadership-action-tasks.json'>;

export async function lessonProgressRows(conn: Conn, executiveId: number): Promise<Progress[]> {
  const { rows } = await sql<{ model_id: string; title: string; done_at: string }>`
    SELECT l.model_id, l.title, p.done_at FROM leadership_lesson_progress p JOIN leadership_lessons l ON l.id = p.lesson_id
    WHERE p.executive_id = ${executiveId} ORDER BY l.model_id, l.sort_order, l.id`.execute(conn.db);
  return rows.map((r) => ({ lesson: { model_id: r.model_id, title: r.title }, done_at: r.done_at }));
}

export async function actionTaskRows(conn: Conn, executiveId: number): Promise<ActionTask[]> {
  const { rows } = await sql<{ model_id: string; title: string; priority_id: number }>`
    SELECT i.model_id, i.title, t.priority_id FROM leadership_action_tasks t JOIN leadership_action_items i ON i.id = t.action_item_id
    WHERE t.executive_id = ${executiveId} ORDER BY i.model_id, i.sort_order, i.id`.execute(conn.db);
  return rows.map((r) => ({ action_item: { model_id: r.model_id, title: r.title }, priority_id: Number(r.priority_id) }));
}

const key = (modelId: string, title: string) => `${modelId}\u0000${title}`;

/** This installation's lesson and action-item ids by model and title. */
export async function contentIds(conn: Conn): Promise<{ lessons: Map<string, number>; actionItems: Map<string, number> }> {
  const lessons = await conn.db.selectFrom('leadership_lessons').select(['id', 'model_id', 'title']).execute();
  const items = await conn.db.selectFrom('leadership_action_items').select(['id', 'model_id', 'title']).execute();
  return {
    lessons: new Map(lessons.map((l) => [key(l.model_id, l.title), Number(l.id)])),
    actionItems: new Map(items.map((i) => [key(i.model_id, i.title), Number(i.id)])),
  };
}

export const contentKey = (ref: { model_id: string; title: string }) => key(ref.model_id, ref.title);
