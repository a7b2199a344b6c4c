import type Database from 'better-sqlite3';
import { legacySqlite, type Conn } from './conn';
import { goalProgressForStatus, type Goal, type LeadershipModelId } from '@provana/contracts';
import { parseList, toJson } from './json';
import { lazyStatement } from './lazy-statement';

interface GoalRow {
  id: number;
  kind: Goal['kind'];
  title: string;
  model_alignment: LeadershipModelId;
  target_date: string;
  status: string;
  tags: string;
  linked_to: string | null;
}

const toGoal = (r: GoalRow): Goal => ({
  id: r.id,
  kind: r.kind,
  title: r.title,
  model_alignment: r.model_alignment,
  target_date: r.target_date,
  status: r.status,
  progress: goalProgressForStatus(r.status),
  tags: parseList(r.tags),
  linked_to: r.linked_to,
});

export type GoalEdit = Pick<Goal, 'title' | 'status' | 'target_date' | 'model_alignment' | 'linked_to'>;
export type NewGoal = Omit<Goal, 'id' | 'progress'> & { executiveId: number; sortOrder: number };

export function goalsRepository(conn: Conn) {
  const db = legacySqlite(conn);
  const list = db.prepare<[number], GoalRow>(
    `SELECT id, kind, title, model_alignment, target_date, status, tags, linked_to FROM goals
     WHERE executive_id = ? ORDER BY kind, sort_order, id`,
  );
  const insert = db.prepare(
    `INSERT INTO goals (executive_id, kind, title, model_alignment, target_date, status, tags, linked_to, sort_order)
     VALUES (@executiveId, @kind, @title, @model_alignment, @target_date, @status, @tags, @linked_to, @sortOrder)`,
  );
  const byId = db.prepare<[number, number], GoalRow>(
    'SELECT id, kind, title, model_alignment, target_date, status, tags, linked_to FROM goals WHERE executive_id = ? AND id = ?',
  );
  const countKind = db.prepare<[number, string], { n: number }>('SELECT COUNT(*) AS n FROM goals WHERE executive_id = ? AND kind = ?');
  const nextOrder = db.prepare<[number, string], { n: number }>('SELECT COALESCE(MAX(sort_order), -1) + 1 AS n FROM goals WHERE executive_id = ? AND kind = ?');
  // An edited goal is the user's own from then on: the start-up re-anchoring no longer moves its date.
  const update = lazyStatement(db, 
    `UPDATE goals SET title = @title, status = @status, target_date = @target_date, model_alignment = @model_alignment,
       linked_to = @linked_to, is_sample = 0 WHERE executive_id = @executiveId AND id = @id`,
  );
  const remove = db.prepare('DELETE FROM goals WHERE executive_id = ? AND id = ?');
  const get = (executiveId: number, id: number) => {
    const row = byId.get(executiveId, id);
    return row ? toGoal(row) : undefined;
  };
  return {
    list: (executiveId: number) => list.all(executiveId).map(toGoal),
    get,
    countOfKind: (executiveId: number, kind: Goal['kind']) => countKind.get(executiveId, kind)?.n ?? 0,
    nextSortOrder: (executiveId: number, kind: Goal['kind']) => nextOrder.get(executiveId, kind)?.n ?? 0,
    create: (g: NewGoal) => Number(insert.run({ ...g, tags: toJson(g.tags) }).lastInsertRowid),
    update: (executiveId: number, g: GoalEdit & { id: number }) => update().run({ ...g, executiveId }).changes > 0,
    remove: (executiveId: number, id: number) => remove.run(executiveId, id).changes > 0,
  };
}
