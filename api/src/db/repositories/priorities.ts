// The executive's tasks (priorities): open first, by due date (undated last), then oldest first.
import type { Priority, Urgency } from '@provana/contracts';
import { sql } from 'kysely';
import type { Kysely, Selectable } from 'kysely';
import type { PrioritiesTable, Schema } from '../schema';
import type { Conn } from './conn';

const COLUMNS = ['id', 'task', 'description', 'urgency', 'due_date', 'completed'] as const;
type PriorityRow = Pick<Selectable<PrioritiesTable>, (typeof COLUMNS)[number]>;

export function toPriority(r: PriorityRow): Priority {
  const completed = r.completed === 1;
  return {
    id: r.id,
    task: r.task,
    description: r.description,
    urgency: r.urgency,
    dueDate: r.due_date,
    completed,
    status: completed ? 'completed' : 'pending',
  };
}

export interface NewPriority {
  executiveId: number;
  task: string;
  description: string;
  urgency: Urgency;
  dueDate: string | null;
  completed?: boolean;
  source: string;
  createdAt: string;
}

const selectPriorities = (db: Kysely<Schema>, executiveId: number) => db.selectFrom('priorities').select(COLUMNS).where('executive_id', '=', executiveId);
// Undated last, explicitly: SQLite sorts NULL first ascending, PostgreSQL last.
const undatedLast = sql<boolean>`due_date IS NULL`;

/** Every priority in the list's order (also read inside the executive context's one statement). */
export const prioritiesListQuery = (db: Kysely<Schema>, executiveId: number) =>
  selectPriorities(db, executiveId).orderBy('completed').orderBy(undatedLast).orderBy('due_date').orderBy('id');

export function prioritiesRepository({ db }: Conn) {
  const select = (executiveId: number) => selectPriorities(db, executiveId);
  const get = async (executiveId: number, id: number): Promise<Priority | undefined> => {
    const row = await select(executiveId).where('id', '=', id).executeTakeFirst();
    return row ? toPriority(row) : undefined;
  };
  return {
    list: async (executiveId: number): Promise<Priority[]> => (await prioritiesListQuery(db, executiveId).execute()).map(toPriority),
    listOpen: async (executiveId: number): Promise<Priority[]> =>
      (await select(executiveId).where('completed', '=', 0).orderBy(undatedLast).orderBy('due_date').orderBy('id').execute()).map(toPriority),
    overdue: async (executiveId: number, now: string): Promise<Priority[]> =>
      (await select(executiveId).where('completed', '=', 0).where('due_date', '<', now).orderBy('due_date').orderBy('id').execute()).map(toPriority),
    /** Due in [from, to) (date-time strings). */
    dueBetween: async (executiveId: number, from: string, to: string): Promise<Priority[]> =>
      (await select(executiveId).where('due_date', '>=', from).where('due_date', '<', to).orderBy('due_date').orderBy('id').execute()).map(toPriority),
    get,
    create: async (p: NewPriority): Promise<number> => {
      const row = await db
        .insertInto('priorities')
        .values({
          executive_id: p.executiveId,
          task: p.task,
          description: p.description,
          urgency: p.urgency,
          due_date: p.dueDate,
          completed: p.completed ? 1 : 0,
          source: p.source,
          created_at: p.createdAt,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
    setCompleted: async (executiveId: number, id: number, completed: boolean): Promise<boolean> => {
      const result = await db
        .updateTable('priorities')
        .set({ completed: completed ? 1 : 0 })
        .where('executive_id', '=', executiveId)
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
  };
}
