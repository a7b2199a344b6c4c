import type Database from 'better-sqlite3';
import { goalProgressForStatus, type Goal, type LeadershipModelId } from '@provana/contracts';
import { parseList, toJson } from './json';

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

export type NewGoal = Omit<Goal, 'id' | 'progress'> & { executiveId: number; sortOrder: number };

export function goalsRepository(db: Database.Database) {
  const list = db.prepare<[number], GoalRow>(
    `SELECT id, kind, title, model_alignment, target_date, status, tags, linked_to FROM goals
     WHERE executive_id = ? ORDER BY kind, sort_order, id`,
  );
  const insert = db.prepare(
    `INSERT INTO goals (executive_id, kind, title, model_alignment, target_date, status, tags, linked_to, sort_order)
     VALUES (@executiveId, @kind, @title, @model_alignment, @target_date, @status, @tags, @linked_to, @sortOrder)`,
  );
  return {
    list: (executiveId: number) => list.all(executiveId).map(toGoal),
    create: (g: NewGoal) => Number(insert.run({ ...g, tags: toJson(g.tags) }).lastInsertRowid),
  };
}
