// The decisions register: create, decide (choice, rationale, when) and defer; every statement is
// scoped by executive, so another executive's decision is simply not found.
import type Database from 'better-sqlite3';
import { legacySqlite, type Conn } from './conn';
import type { DecidedDecision, Decision } from '@provana/contracts';
import { lazyStatement } from './lazy-statement';

interface Row { id: number; title: string; description: string; impact_level: Decision['impactLevel']; due_by: string; status: 'pending' | 'decided'; choice: string | null; rationale: string | null; decided_at: string | null }

const toDecision = (r: Row): Decision => ({ id: r.id, title: r.title, description: r.description, impactLevel: r.impact_level, dueBy: r.due_by });
const toDecided = (r: Row): DecidedDecision => ({ ...toDecision(r), choice: r.choice ?? '', rationale: r.rationale ?? '', decidedAt: r.decided_at ?? '' });

export function decisionRegisterRepository(conn: Conn) {
  const db = legacySqlite(conn);
  const one = lazyStatement<[number, number], Row>(db, 'SELECT * FROM decisions WHERE executive_id = ? AND id = ?');
  const decided = lazyStatement<[number], Row>(db, "SELECT * FROM decisions WHERE executive_id = ? AND status = 'decided' ORDER BY decided_at DESC, id DESC");
  const insert = lazyStatement(db, 'INSERT INTO decisions (executive_id, title, description, impact_level, due_by, is_sample) VALUES (@executiveId, @title, @description, @impactLevel, @dueBy, 0)');
  const decide = lazyStatement(
    db,
    "UPDATE decisions SET status = 'decided', choice = @choice, rationale = @rationale, decided_at = @decidedAt, is_sample = 0 WHERE executive_id = @executiveId AND id = @id AND status = 'pending'",
  );
  const defer = lazyStatement(db, "UPDATE decisions SET due_by = @dueBy, is_sample = 0 WHERE executive_id = @executiveId AND id = @id AND status = 'pending'");

  return {
    get: (executiveId: number, id: number): { status: Row['status']; decision: Decision } | undefined => {
      const row = one().get(executiveId, id);
      return row && { status: row.status, decision: toDecision(row) };
    },
    decided: (executiveId: number): DecidedDecision[] => decided().all(executiveId).map(toDecided),
    decidedOne: (executiveId: number, id: number): DecidedDecision | undefined => {
      const row = one().get(executiveId, id);
      return row?.status === 'decided' ? toDecided(row) : undefined;
    },
    create: (d: Omit<Decision, 'id'> & { executiveId: number }): number => Number(insert().run(d).lastInsertRowid),
    /** false when no pending decision of this executive has the id. */
    decide: (d: { executiveId: number; id: number; choice: string; rationale: string; decidedAt: string }): boolean => decide().run(d).changes === 1,
    defer: (d: { executiveId: number; id: number; dueBy: string }): boolean => defer().run(d).changes === 1,
  };
}
