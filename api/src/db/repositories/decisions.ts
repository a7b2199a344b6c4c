// Decisions: the spec's pending list and the register (create, decide with the choice, a rationale
// and when, or defer). Every statement is scoped by executive, so another executive's decision is
// simply not found. Pending until decided (migration 008).
import type { DecidedDecision, Decision } from '@provana/contracts';
import type { Kysely, Selectable } from 'kysely';
import type { DecisionsTable, Schema } from '../schema';
import type { Conn } from './conn';

const COLUMNS = ['id', 'title', 'description', 'impact_level', 'due_by', 'status', 'choice', 'rationale', 'decided_at'] as const;
type DecisionRow = Pick<Selectable<DecisionsTable>, (typeof COLUMNS)[number]>;
type Status = DecisionRow['status'];

/** A decision as the lists show it; a decided one adds its outcome (choice, rationale, when). */
export function toDecision(r: DecisionRow): Decision;
export function toDecision(r: DecisionRow, withOutcome: true): DecidedDecision;
export function toDecision(r: DecisionRow, withOutcome = false): Decision | DecidedDecision {
  const decision: Decision = { id: r.id, title: r.title, description: r.description, impactLevel: r.impact_level as Decision['impactLevel'], dueBy: r.due_by };
  return withOutcome ? { ...decision, choice: r.choice ?? '', rationale: r.rationale ?? '', decidedAt: r.decided_at ?? '' } : decision;
}

export type NewDecision = Omit<Decision, 'id'> & { executiveId: number };

const selectDecisions = (db: Kysely<Schema>, executiveId: number) => db.selectFrom('decisions').select(COLUMNS).where('executive_id', '=', executiveId);

/** The pending ones, soonest due first (decided ones live in the Decided list). */
export const pendingDecisionsQuery = (db: Kysely<Schema>, executiveId: number) =>
  selectDecisions(db, executiveId).where('status', '=', 'pending').orderBy('due_by').orderBy('id');

export function decisionsRepository({ db }: Conn) {
  const select = (executiveId: number) => selectDecisions(db, executiveId);
  const one = (executiveId: number, id: number) => select(executiveId).where('id', '=', id).executeTakeFirst();
  return {
    pending: async (executiveId: number): Promise<Decision[]> => (await pendingDecisionsQuery(db, executiveId).execute()).map((r) => toDecision(r)),
    /** The Decided list, latest first. */
    decided: async (executiveId: number): Promise<DecidedDecision[]> =>
      (await select(executiveId).where('status', '=', 'decided').orderBy('decided_at', 'desc').orderBy('id', 'desc').execute()).map((r) => toDecision(r, true)),
    get: async (executiveId: number, id: number): Promise<{ status: Status; decision: Decision } | undefined> => {
      const row = await one(executiveId, id);
      return row && { status: row.status, decision: toDecision(row) };
    },
    decidedOne: async (executiveId: number, id: number): Promise<DecidedDecision | undefined> => {
      const row = await one(executiveId, id);
      return row?.status === 'decided' ? toDecision(row, true) : undefined;
    },
    /** A new pending decision (the user's own; the seed marks its rows as sample afterwards). */
    create: async (d: NewDecision): Promise<number> => {
      const row = await db
        .insertInto('decisions')
        .values({ executive_id: d.executiveId, title: d.title, description: d.description, impact_level: d.impactLevel, due_by: d.dueBy })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
    /** false when no pending decision of this executive has the id. A decided one is the user's own (never re-anchored). */
    decide: async (d: { executiveId: number; id: number; choice: string; rationale: string; decidedAt: string }): Promise<boolean> => {
      const result = await db
        .updateTable('decisions')
        .set({ status: 'decided', choice: d.choice, rationale: d.rationale, decided_at: d.decidedAt, is_sample: 0 })
        .where('executive_id', '=', d.executiveId)
        .where('id', '=', d.id)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
    defer: async (d: { executiveId: number; id: number; dueBy: string }): Promise<boolean> => {
      const result = await db
        .updateTable('decisions')
        .set({ due_by: d.dueBy, is_sample: 0 })
        .where('executive_id', '=', d.executiveId)
        .where('id', '=', d.id)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
  };
}
