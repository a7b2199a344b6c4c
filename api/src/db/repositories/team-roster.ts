import type Database from 'better-sqlite3';
import { legacySqlite, type Conn } from './conn';
import { toJson } from './json';
import { lazyStatement } from './lazy-statement';

export interface ReportFields { name: string; role: string; start_date: string; development_focus: string; goals_linked: string[] }

/** Managing the team: a name is taken while any report of the executive has it (archived ones keep theirs). */
export function teamRosterRepository(conn: Conn) {
  const db = legacySqlite(conn);
  const nameTaken = lazyStatement<[number, string, number], { id: number }>(db, 'SELECT id FROM direct_reports WHERE executive_id = ? AND name = ? AND id <> ?');
  const update = lazyStatement(
    db,
    'UPDATE direct_reports SET name = @name, role = @role, start_date = @start_date, development_focus = @development_focus, goals_linked = @goals_linked WHERE id = @id AND archived_at IS NULL',
  );
  const archive = lazyStatement(db, 'UPDATE direct_reports SET archived_at = ? WHERE id = ? AND archived_at IS NULL');
  return {
    /** Whether another report (any but exceptId, archived included) already has the name. */
    nameTaken: (executiveId: number, name: string, exceptId = 0) => nameTaken().get(executiveId, name, exceptId) !== undefined,
    update: (id: number, fields: ReportFields) => update().run({ id, ...fields, goals_linked: toJson(fields.goals_linked) }).changes > 0,
    archive: (id: number, at: string) => archive().run(at, id).changes > 0,
  };
}
