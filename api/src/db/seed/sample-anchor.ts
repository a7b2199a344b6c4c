// Keeps the sample workspace current: the seed writes dates relative to the day it ran, so a database
// kept for days would show "today's" meetings in the past. At start-up every executive's sample rows
// (is_sample = 1; never rows the user created) move forward by the days since their anchor date.
import { sql } from 'kysely';
import type { Clock } from '../../lib/clock';
import { daysBetween, mondayOf, nowIn, toIsoDate } from '@provana/dates';
import { shiftedDate, shiftedDateTime } from '../dialect/date-text';
import type { Conn } from '../repositories/conn';

/**
 * How a table moves. 'day': the exact gap, so day-offset data (today's meetings, overdue tasks) stays
 * relative to today. 'week': the weekly calendar rhythm moves by whole weeks (nearest to the total gap
 * since seeding, so it never drifts) and keeps its weekdays. 'weekStart': reflections stay on Mondays.
 */
type Shift = 'day' | 'week' | 'weekStart';

interface SampleTable {
  table: string;
  /** Rows owned through a direct report rather than an executive_id column. */
  viaReport?: boolean;
  dates?: string[];
  dateTimes?: string[];
  shift: Shift;
}

export const SAMPLE_TABLES: readonly SampleTable[] = [
  { table: 'priorities', dateTimes: ['due_date', 'created_at'], shift: 'day' },
  { table: 'calendar_events', dateTimes: ['start_time', 'end_time'], shift: 'week' },
  { table: 'meetings', dateTimes: ['start_time', 'end_time'], shift: 'day' },
  { table: 'decisions', dates: ['due_by'], shift: 'day' },
  { table: 'personal_events', dates: ['date'], shift: 'day' },
  { table: 'reflections', dates: ['week_start'], shift: 'weekStart' },
  { table: 'voice_recordings', dates: ['tag_due_date'], dateTimes: ['timestamp'], shift: 'day' },
  { table: 'goals', dates: ['target_date'], shift: 'day' },
  { table: 'direct_reports', dates: ['start_date'], dateTimes: ['next_meeting', 'last_meeting'], shift: 'day' },
  { table: 'coaching_notes', viaReport: true, dates: ['date'], shift: 'day' },
  { table: 'team_voice_logs', viaReport: true, dates: ['date'], shift: 'day' },
];

const ownerClause = (t: SampleTable, executiveId: number) =>
  t.viaReport ? sql`direct_report_id IN (SELECT id FROM direct_reports WHERE executive_id = ${executiveId})` : sql`executive_id = ${executiveId}`;

/** Flags every row of a just-seeded executive as sample data; call in the seeding transaction. */
export async function markSampleRows({ db }: Conn, executiveId: number, anchorDate: string): Promise<void> {
  for (const t of SAMPLE_TABLES) await sql`UPDATE ${sql.table(t.table)} SET is_sample = 1 WHERE ${ownerClause(t, executiveId)}`.execute(db);
  await db.updateTable('executives').set({ sample_anchor_date: anchorDate }).where('id', '=', executiveId).execute();
}

/** Days each kind of table moves when the anchor goes from `anchor` to `today` (seeded on `seededOn`). */
export function shiftDays(seededOn: string, anchor: string, today: string): Record<Shift, number> {
  const weeksFromSeed = (d: string) => Math.round(daysBetween(seededOn, d) / 7) * 7;
  const monday = (d: string) => mondayOf(d);
  return {
    day: daysBetween(anchor, today),
    week: weeksFromSeed(today) - weeksFromSeed(anchor),
    weekStart: daysBetween(monday(anchor), monday(today)),
  };
}

async function shiftTable({ db, dialect }: Conn, t: SampleTable, executiveId: number, days: number) {
  const sets = [
    ...(t.dates ?? []).map((c) => sql`${sql.ref(c)} = ${shiftedDate(dialect, c, days)}`),
    ...(t.dateTimes ?? []).map((c) => sql`${sql.ref(c)} = ${shiftedDateTime(dialect, c, days)}`),
  ];
  await sql`UPDATE ${sql.table(t.table)} SET ${sql.join(sets)} WHERE is_sample = 1 AND ${ownerClause(t, executiveId)}`.execute(db);
}

export interface Reanchored {
  executiveId: number;
  days: number;
}

/** Moves every executive's sample rows up to their today (in their time zone; only ever forward) and records the new anchor. */
export async function reanchorSampleData(conn: Conn, clock: Clock): Promise<Reanchored[]> {
  const now = clock.now();
  const executives = await conn.db
    .selectFrom('executives')
    .select(['id', 'seeded_on', 'sample_anchor_date', 'time_zone'])
    .where('sample_anchor_date', 'is not', null)
    .execute();
  const stale = executives
    .map((e) => ({ ...e, anchor: e.sample_anchor_date ?? '', today: toIsoDate(nowIn(e.time_zone, now)) }))
    .filter((e) => e.anchor < e.today);
  if (stale.length === 0) return [];
  return conn.db.transaction().execute(async (trx) => {
    const tx = { ...conn, db: trx };
    const moved: Reanchored[] = [];
    for (const e of stale) {
      // Several processes may start at once: only the one that moves the anchor moves the rows.
      const claimed = await trx
        .updateTable('executives')
        .set({ sample_anchor_date: e.today })
        .where('id', '=', e.id)
        .where('sample_anchor_date', '=', e.anchor)
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) !== 1) continue;
      const days = shiftDays(e.seeded_on, e.anchor, e.today);
      for (const t of SAMPLE_TABLES) if (days[t.shift] !== 0) await shiftTable(tx, t, e.id, days[t.shift]);
      moved.push({ executiveId: e.id, days: days.day });
    }
    return moved;
  });
}
