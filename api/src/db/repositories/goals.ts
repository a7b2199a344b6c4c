// Goals: one mission, quarterly goals and micro wins, each kind in the executive's own order.
import { goalProgressForStatus, type Goal, type LeadershipModelId } from '@provana/contracts';
import { sql, type Kysely, type Selectable } from 'kysely';
import type { GoalsTable, Schema } from '../schema';
import type { Conn } from './conn';
import { parseList, toJson } from './json';

const COLUMNS = ['id', 'kind', 'title', 'model_alignment', 'target_date', 'status', 'tags', 'linked_to'] as const;
type GoalRow = Pick<Selectable<GoalsTable>, (typeof COLUMNS)[number]>;

export const toGoal = (r: GoalRow): Goal => ({
  id: r.id,
  kind: r.kind,
  title: r.title,
  model_alignment: r.model_alignment as LeadershipModelId,
  target_date: r.target_date,
  status: r.status,
  progress: goalProgressForStatus(r.status),
  tags: parseList(r.tags),
  linked_to: r.linked_to,
});

export type GoalEdit = Pick<Goal, 'title' | 'status' | 'target_date' | 'model_alignment' | 'linked_to'>;
export type NewGoal = Omit<Goal, 'id' | 'progress'> & { executiveId: number; sortOrder: number };

const selectGoals = (db: Kysely<Schema>, executiveId: number) => db.selectFrom('goals').select(COLUMNS).where('executive_id', '=', executiveId);

/** Every goal: by kind, then the executive's own order. */
export const goalsListQuery = (db: Kysely<Schema>, executiveId: number) => selectGoals(db, executiveId).orderBy('kind').orderBy('sort_order').orderBy('id');

export function goalsRepository({ db }: Conn) {
  const select = (executiveId: number) => selectGoals(db, executiveId);
  const ofKind = (executiveId: number, kind: Goal['kind']) => db.selectFrom('goals').where('executive_id', '=', executiveId).where('kind', '=', kind);
  return {
    list: async (executiveId: number): Promise<Goal[]> => (await goalsListQuery(db, executiveId).execute()).map(toGoal),
    get: async (executiveId: number, id: number): Promise<Goal | undefined> => {
      const row = await select(executiveId).where('id', '=', id).executeTakeFirst();
      return row ? toGoal(row) : undefined;
    },
    countOfKind: async (executiveId: number, kind: Goal['kind']): Promise<number> => {
      const row = await ofKind(executiveId, kind)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    },
    nextSortOrder: async (executiveId: number, kind: Goal['kind']): Promise<number> => {
      const row = await ofKind(executiveId, kind)
        .select(sql<number>`COALESCE(MAX(sort_order), -1) + 1`.as('n'))
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    },
    create: async (g: NewGoal): Promise<number> => {
      const row = await db
        .insertInto('goals')
        .values({
          executive_id: g.executiveId,
          kind: g.kind,
          title: g.title,
          model_alignment: g.model_alignment,
          target_date: g.target_date,
          status: g.status,
          tags: toJson(g.tags),
          linked_to: g.linked_to,
          sort_order: g.sortOrder,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
    /** An edited goal is the user's own from then on: the start-up re-anchoring no longer moves its date. */
    update: async (executiveId: number, g: GoalEdit & { id: number }): Promise<boolean> => {
      const result = await db
        .updateTable('goals')
        .set({ title: g.title, status: g.status, target_date: g.target_date, model_alignment: g.model_alignment, linked_to: g.linked_to, is_sample: 0 })
        .where('executive_id', '=', executiveId)
        .where('id', '=', g.id)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
    remove: async (executiveId: number, id: number): Promise<boolean> => {
      const result = await db.deleteFrom('goals').where('executive_id', '=', executiveId).where('id', '=', id).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
  };
}
