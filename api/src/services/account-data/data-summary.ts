// Whether an account holds only the sample workspace it started with, or data of its own: an import
// goes only into an account without data of its own (the sample data it replaces once agreed to).
// Sample rows: those the seed flagged (is_sample = 1), the seed's memory notes and the leadership
// profiles it creates. Own rows: everything else the account stores, settings and audio included.
import { sql } from 'kysely';
import type { DataSummary } from '@provana/contracts/export';
import type { Conn } from '../../db/repositories/conn';
import { memorySeeds } from '../../db/seed/data/records';
import { ownedBy } from './rows';
import { TABLE_SPECS } from './tables';

const count = async (conn: Conn, query: ReturnType<typeof sql<{ n: number }>>) => Number((await query.execute(conn.db)).rows[0]?.n ?? 0);

/** Tables of the account that the seed never writes: any row in them is the executive's own. */
const OWN_ONLY = ['leadership_lesson_progress', 'leadership_action_tasks', 'assistant_settings', 'calendar_feeds'] as const;

export async function dataSummary(conn: Conn, executiveId: number): Promise<DataSummary> {
  let sampleRows = 0;
  let ownRows = 0;
  const seedNotes = memorySeeds.map((m) => m.note);
  for (const spec of TABLE_SPECS) {
    const table = sql.table(spec.table);
    const owned = ownedBy(spec, executiveId);
    if (spec.sampleFlag) {
      const { rows } = await sql<{ sample: number; own: number }>`
        SELECT COALESCE(SUM(CASE WHEN is_sample = 1 THEN 1 ELSE 0 END), 0) AS sample, COALESCE(SUM(CASE WHEN is_sample = 1 THEN 0 ELSE 1 END), 0) AS own
        FROM ${table} WHERE ${owned}`.execute(conn.db);
      sampleRows += Number(rows[0]?.sample ?? 0);
      ownRows += Number(rows[0]?.own ?? 0);
    } else if (spec.table === 'memory_notes') {
      sampleRows += await count(conn, sql<{ n: number }>`SELECT COUNT(*) AS n FROM memory_notes WHERE ${owned} AND note IN (${sql.join(seedNotes)})`);
      ownRows += await count(conn, sql<{ n: number }>`SELECT COUNT(*) AS n FROM memory_notes WHERE ${owned} AND note NOT IN (${sql.join(seedNotes)})`);
    } else if (spec.table === 'activity_log') {
      // The log of changes is not data of its own: an account that only changed settings may still import.
    } else if (spec.table === 'leadership_profiles') {
      sampleRows += await count(conn, sql<{ n: number }>`SELECT COUNT(*) AS n FROM leadership_profiles WHERE ${owned}`);
    } else {
      ownRows += await count(conn, sql<{ n: number }>`SELECT COUNT(*) AS n FROM ${table} WHERE ${owned}`);
    }
  }
  for (const table of OWN_ONLY)
    ownRows += await count(conn, sql<{ n: number }>`SELECT COUNT(*) AS n FROM ${sql.table(table)} WHERE executive_id = ${executiveId}`);
  return { sampleRows, ownRows };
}

/**
 * Removes every row of the executive's workspace (not the executive, its user or sessions): the
 * sample data an import replaces. Children first, so it holds without relying on cascades.
 */
export async function clearWorkspace(conn: Conn, executiveId: number): Promise<void> {
  await sql`DELETE FROM voice_audio WHERE recording_id IN (SELECT id FROM voice_recordings WHERE executive_id = ${executiveId})`.execute(conn.db);
  for (const table of ['leadership_lesson_progress', 'leadership_action_tasks', 'assistant_settings', 'calendar_subscription_events'] as const) {
    await sql`DELETE FROM ${sql.table(table)} WHERE executive_id = ${executiveId}`.execute(conn.db);
  }
  for (const spec of [...TABLE_SPECS].reverse()) await sql`DELETE FROM ${sql.table(spec.table)} WHERE ${ownedBy(spec, executiveId)}`.execute(conn.db);
}
