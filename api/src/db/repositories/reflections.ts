// Weekly reflections, latest week first: the sample weeks, and one the executive writes per week
// (is_sample = 0; unique per week through a partial index, migration 005).
import type { Reflection } from '@provana/contracts';
import { sql, type Selectable } from 'kysely';
import type { ReflectionsTable } from '../schema';
import type { Conn } from './conn';
import { privateFlag, privateMark } from './private-flag';

const COLUMNS = [
  'id',
  'week_start',
  'strategic_decisions_made',
  'delayed_decisions',
  'delegated_tasks',
  'missed_personal_event',
  'self_insight',
  'private',
] as const;
type ReflectionRow = Pick<Selectable<ReflectionsTable>, (typeof COLUMNS)[number]>;

const toReflection = (r: ReflectionRow): Reflection => ({
  id: r.id,
  weekStart: r.week_start,
  strategicDecisionsMade: r.strategic_decisions_made,
  delayedDecisions: r.delayed_decisions,
  delegatedTasks: r.delegated_tasks,
  missedPersonalEvent: r.missed_personal_event === 1,
  selfInsight: r.self_insight,
  ...privateMark(r.private),
});

export type ReflectionInput = Omit<Reflection, 'id'> & { executiveId: number };

const toValues = (r: ReflectionInput) => ({
  executive_id: r.executiveId,
  week_start: r.weekStart,
  strategic_decisions_made: r.strategicDecisionsMade,
  delayed_decisions: r.delayedDecisions,
  delegated_tasks: r.delegatedTasks,
  missed_personal_event: r.missedPersonalEvent ? 1 : 0,
  self_insight: r.selfInsight,
  private: privateFlag(r.private),
});

export function reflectionsRepository({ db }: Conn) {
  return {
    /**
     * The reflections the reader may see. A week the executive wrote (is_sample = 0) hides the sample
     * reflection re-anchored onto that week (a private one too: nothing stands in for it).
     */
    list: async (executiveId: number, seesPrivate: boolean): Promise<Reflection[]> => {
      const rows = await db
        .selectFrom('reflections as r')
        .select(COLUMNS)
        .where('r.executive_id', '=', executiveId)
        .$if(!seesPrivate, (qb) => qb.where('r.private', '=', 0))
        .where(({ and, eb, exists, not, selectFrom }) =>
          not(
            and([
              eb('r.is_sample', '=', 1),
              exists(
                selectFrom('reflections as u')
                  .select(sql.lit(1).as('one'))
                  .whereRef('u.executive_id', '=', 'r.executive_id')
                  .whereRef('u.week_start', '=', 'r.week_start')
                  .where('u.is_sample', '=', 0),
              ),
            ]),
          ),
        )
        .orderBy('r.week_start', 'desc')
        .orderBy('r.id', 'desc')
        .execute();
      return rows.map(toReflection);
    },
    /** The executive's own reflection for a week, if written (a sample one does not count) and the reader may see it. */
    own: async (executiveId: number, weekStart: string, seesPrivate: boolean): Promise<Reflection | undefined> => {
      const row = await db
        .selectFrom('reflections')
        .select(COLUMNS)
        .where('executive_id', '=', executiveId)
        .where('week_start', '=', weekStart)
        .where('is_sample', '=', 0)
        .$if(!seesPrivate, (qb) => qb.where('private', '=', 0))
        .executeTakeFirst();
      return row ? toReflection(row) : undefined;
    },
    /**
     * Creates or replaces the executive's reflection for a week (one per week). A replaced one keeps
     * its private flag unless `r.private` says otherwise.
     */
    upsert: async (r: ReflectionInput): Promise<void> => {
      const values = toValues(r);
      await db
        .insertInto('reflections')
        .values({ ...values, is_sample: 0 })
        // The partial unique index's predicate, as a literal: SQLite matches the conflict target to
        // the index only when the WHERE is the same expression.
        .onConflict((oc) =>
          oc
            .columns(['executive_id', 'week_start'])
            .where('is_sample', '=', sql.lit(0))
            .doUpdateSet((eb) => ({
              strategic_decisions_made: eb.ref('excluded.strategic_decisions_made'),
              delayed_decisions: eb.ref('excluded.delayed_decisions'),
              delegated_tasks: eb.ref('excluded.delegated_tasks'),
              missed_personal_event: eb.ref('excluded.missed_personal_event'),
              self_insight: eb.ref('excluded.self_insight'),
              ...(r.private !== undefined ? { private: eb.ref('excluded.private') } : {}),
            })),
        )
        .execute();
    },
    /** Marks the executive's own reflection of a week private or not; false when the reader may not see one. */
    setPrivate: async (executiveId: number, weekStart: string, isPrivate: boolean, seesPrivate: boolean): Promise<boolean> => {
      const result = await db
        .updateTable('reflections')
        .set({ private: privateFlag(isPrivate) })
        .where('executive_id', '=', executiveId)
        .where('week_start', '=', weekStart)
        .where('is_sample', '=', 0)
        .$if(!seesPrivate, (qb) => qb.where('private', '=', 0))
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
    /** A reflection row as given (the seed writes the sample weeks with it). */
    create: async (r: ReflectionInput): Promise<number> => {
      const row = await db.insertInto('reflections').values(toValues(r)).returning('id').executeTakeFirstOrThrow();
      return row.id;
    },
  };
}
