import type Database from 'better-sqlite3';
import { legacySqlite, type Conn } from './conn';
import type { Priority, Urgency } from '@provana/contracts';

interface PriorityRow {
  id: number;
  task: string;
  description: string;
  urgency: Urgency;
  due_date: string | null;
  completed: number;
}

const COLUMNS = 'id, task, description, urgency, due_date, completed';

export function toPriority(r: PriorityRow): Priority {
  const completed = r.completed === 1;
  return { id: r.id, task: r.task, description: r.description, urgency: r.urgency, dueDate: r.due_date, completed, status: completed ? 'completed' : 'pending' };
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

export function prioritiesRepository(conn: Conn) {
  const db = legacySqlite(conn);
  // Open first, then by due date (undated last), then oldest first.
  const list = db.prepare<[number], PriorityRow>(
    `SELECT ${COLUMNS} FROM priorities WHERE executive_id = ? ORDER BY completed, due_date IS NULL, due_date, id`,
  );
  const listOpen = db.prepare<[number], PriorityRow>(
    `SELECT ${COLUMNS} FROM priorities WHERE executive_id = ? AND completed = 0 ORDER BY due_date IS NULL, due_date, id`,
  );
  const overdue = db.prepare<[number, string], PriorityRow>(
    `SELECT ${COLUMNS} FROM priorities WHERE executive_id = ? AND completed = 0 AND due_date < ? ORDER BY due_date`,
  );
  const dueBetween = db.prepare<[number, string, string], PriorityRow>(
    `SELECT ${COLUMNS} FROM priorities WHERE executive_id = ? AND due_date >= ? AND due_date < ? ORDER BY due_date`,
  );
  const byId = db.prepare<[number, number], PriorityRow>(`SELECT ${COLUMNS} FROM priorities WHERE executive_id = ? AND id = ?`);
  const insert = db.prepare(
    `INSERT INTO priorities (executive_id, task, description, urgency, due_date, completed, source, created_at)
     VALUES (@executiveId, @task, @description, @urgency, @dueDate, @completed, @source, @createdAt)`,
  );
  const setCompleted = db.prepare('UPDATE priorities SET completed = ? WHERE executive_id = ? AND id = ?');
  const get = (executiveId: number, id: number) => {
    const row = byId.get(executiveId, id);
    return row ? toPriority(row) : undefined;
  };
  return {
    list: (executiveId: number) => list.all(executiveId).map(toPriority),
    listOpen: (executiveId: number) => listOpen.all(executiveId).map(toPriority),
    overdue: (executiveId: number, now: string) => overdue.all(executiveId, now).map(toPriority),
    /** Due in [from, to) (date-time strings). */
    dueBetween: (executiveId: number, from: string, to: string) => dueBetween.all(executiveId, from, to).map(toPriority),
    get,
    create: (p: NewPriority) => Number(insert.run({ ...p, completed: p.completed ? 1 : 0 }).lastInsertRowid),
    setCompleted: (executiveId: number, id: number, completed: boolean) => setCompleted.run(completed ? 1 : 0, executiveId, id).changes > 0,
  };
}
