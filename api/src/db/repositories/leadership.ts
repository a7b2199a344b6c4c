// The leadership models (framework content shared by every account, inserted at start) with each
// executive's lesson progress and the action items they added to their tasks.
import type { LeadershipActionItem, LeadershipModel, LeadershipModelId, Lesson, Urgency } from '@provana/contracts';
import type { Conn } from './conn';
import { parseList, toJson } from './json';

/** A model as seeded: framework content, without the executive's progress and task links. */
export type ModelContent = Omit<LeadershipModel, 'lessons' | 'action_items'> & {
  lessons: Omit<Lesson, 'id' | 'done'>[];
  action_items: Omit<LeadershipActionItem, 'id' | 'task_id' | 'task_done'>[];
};

/** An action item with its model, and the priority this executive made of it (or null) and whether that was completed. */
export interface LeadershipActionItemOfModel {
  id: number;
  model_id: LeadershipModelId;
  model_name: string;
  title: string;
  priority: Urgency;
  task_id: number | null;
  task_done: boolean;
}

// model_id and dominant_model columns are only ever written from LeadershipModelId values.
const modelId = (id: string) => id as LeadershipModelId;

export function leadershipRepository({ db }: Conn) {
  const lessonsOf = (executiveId: number) =>
    db
      .selectFrom('leadership_lessons as l')
      .leftJoin('leadership_lesson_progress as p', (join) => join.onRef('p.lesson_id', '=', 'l.id').on('p.executive_id', '=', executiveId))
      .select(['l.id', 'l.model_id', 'l.title', 'l.type', 'l.duration_minutes', 'l.url', 'p.lesson_id as done_lesson'])
      .orderBy('l.model_id')
      .orderBy('l.sort_order');
  const actionItemsOf = (executiveId: number) =>
    db
      .selectFrom('leadership_action_items as a')
      .leftJoin('leadership_action_tasks as t', (join) => join.onRef('t.action_item_id', '=', 'a.id').on('t.executive_id', '=', executiveId))
      .leftJoin('priorities as p', 'p.id', 't.priority_id')
      .select(['a.id', 'a.model_id', 'a.title', 'a.priority', 't.priority_id as task_id', 'p.completed as task_completed']);
  // The link's task was completed (left-joined: null while the item has no task).
  const withTaskDone = <R extends { task_completed: number | null }>({ task_completed, ...rest }: R) => ({ ...rest, task_done: task_completed === 1 });

  return {
    /** The three models, with this executive's lesson progress and action items already added to tasks. */
    models: async (executiveId: number): Promise<LeadershipModel[]> => {
      const [models, lessons, actions] = await Promise.all([
        db
          .selectFrom('leadership_models')
          .select(['model_id', 'name', 'definition', 'strengths', 'growth_edges', 'tagline_prompt'])
          .orderBy('sort_order')
          .execute(),
        lessonsOf(executiveId).execute(),
        actionItemsOf(executiveId).orderBy('a.model_id').orderBy('a.sort_order').execute(),
      ]);
      return models.map((m) => ({
        model_id: modelId(m.model_id),
        name: m.name,
        definition: m.definition,
        strengths: parseList(m.strengths),
        growth_edges: parseList(m.growth_edges),
        tagline_prompt: m.tagline_prompt,
        lessons: lessons
          .filter((l) => l.model_id === m.model_id)
          .map((l) => ({ id: l.id, title: l.title, type: l.type, duration_minutes: l.duration_minutes, url: l.url, done: l.done_lesson !== null })),
        action_items: actions
          .filter((a) => a.model_id === m.model_id)
          .map((a) => ({ id: a.id, title: a.title, priority: a.priority, task_id: a.task_id, task_done: a.task_completed === 1 })),
      }));
    },
    hasModels: async (): Promise<boolean> => (await db.selectFrom('leadership_models').select('model_id').limit(1).executeTakeFirst()) !== undefined,
    /**
     * Inserts a model with its lessons and action items, once: when another API process starting at the
     * same moment inserted the model first, its lessons and action items came with it and nothing is added.
     * Call inside a transaction, so the model never exists without them.
     */
    insertModel: async (m: ModelContent, order: number): Promise<void> => {
      const inserted = await db
        .insertInto('leadership_models')
        .values({
          model_id: m.model_id,
          name: m.name,
          definition: m.definition,
          strengths: toJson(m.strengths),
          growth_edges: toJson(m.growth_edges),
          tagline_prompt: m.tagline_prompt,
          sort_order: order,
        })
        .onConflict((oc) => oc.column('model_id').doNothing())
        .returning('model_id')
        .executeTakeFirst();
      if (!inserted) return;
      if (m.lessons.length > 0) {
        await db
          .insertInto('leadership_lessons')
          .values(
            m.lessons.map((l, i) => ({ model_id: m.model_id, title: l.title, type: l.type, duration_minutes: l.duration_minutes, url: l.url, sort_order: i })),
          )
          .execute();
      }
      if (m.action_items.length > 0) {
        await db
          .insertInto('leadership_action_items')
          .values(m.action_items.map((a, i) => ({ model_id: m.model_id, title: a.title, priority: a.priority, sort_order: i })))
          .execute();
      }
    },
    actionItem: async (executiveId: number, itemId: number): Promise<LeadershipActionItemOfModel | undefined> => {
      const row = await actionItemsOf(executiveId)
        .innerJoin('leadership_models as m', 'm.model_id', 'a.model_id')
        .select('m.name as model_name')
        .where('a.id', '=', itemId)
        .executeTakeFirst();
      return row ? { ...withTaskDone(row), model_id: modelId(row.model_id) } : undefined;
    },
    /** Records the priority made of an action item; false when the item already had one (nothing written). */
    linkActionTask: async (executiveId: number, itemId: number, priorityId: number): Promise<boolean> => {
      const linked = await db
        .insertInto('leadership_action_tasks')
        .values({ executive_id: executiveId, action_item_id: itemId, priority_id: priorityId })
        .onConflict((oc) => oc.columns(['executive_id', 'action_item_id']).doNothing())
        .returning('action_item_id')
        .executeTakeFirst();
      return linked !== undefined;
    },
    /**
     * Moves an action item's link from its completed priority to a new one (Add to Tasks again); false,
     * with nothing written, when the link no longer points at a completed `fromPriorityId` (another
     * request re-added it, or the task was reopened). One conditional UPDATE: atomic on both databases.
     */
    relinkDoneActionTask: async (executiveId: number, itemId: number, fromPriorityId: number, toPriorityId: number): Promise<boolean> => {
      const result = await db
        .updateTable('leadership_action_tasks')
        .set({ priority_id: toPriorityId })
        .where('executive_id', '=', executiveId)
        .where('action_item_id', '=', itemId)
        .where('priority_id', '=', fromPriorityId)
        .where((eb) => eb.exists(eb.selectFrom('priorities').select('id').where('id', '=', fromPriorityId).where('completed', '=', 1)))
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
    lessonExists: async (lessonId: number): Promise<boolean> =>
      (await db.selectFrom('leadership_lessons').select('id').where('id', '=', lessonId).executeTakeFirst()) !== undefined,
    setLessonDone: async (executiveId: number, lessonId: number, done: boolean, at: string): Promise<void> => {
      if (done) {
        await db
          .insertInto('leadership_lesson_progress')
          .values({ executive_id: executiveId, lesson_id: lessonId, done_at: at })
          .onConflict((oc) => oc.columns(['executive_id', 'lesson_id']).doNothing())
          .execute();
      } else {
        await db.deleteFrom('leadership_lesson_progress').where('executive_id', '=', executiveId).where('lesson_id', '=', lessonId).execute();
      }
    },
  };
}
