// Keeps the sample workspace current: the seed writes dates relative to the day it ran, so a database
// kept for days would show "today's" meetings in the past. At start-up every executive's sample rows
// (is_sample = 1; never rows the user created) move forward by the days since their anchor date.
import type Database from 'better-sqlite3';
import type { Clock } from '../../lib/clock';
import { daysBetween, nowIn, parseIsoDate, startOfWeek, toIsoDate } from '../../lib/dates';

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

const ownerClause = (t: SampleTable) =>
  t.viaReport ? 'direct_report_id IN (SELECT id FROM direct_reports WHERE executive_id = @executiveId)' : 'executive_id = @executiveId';

/** Flags every row of a just-seeded executive as sample data; call in the seeding transaction. */
export function markSampleRows(db: Database.Database, executiveId: number, anchorDate: string): void {
  for (const t of SAMPLE_TABLES) db.prepare(`UPDATE ${t.table} SET is_sample = 1 WHERE ${ownerClause(t)}`).run({ executiveId });
  db.prepare('UPDATE executives SET sample_anchor_date = ? WHERE id = ?').run(anchorDate, executiveId);
}

/** Days each kind of table moves when the anchor goes from `anchor` to `today` (seeded on `seededOn`). */
export function shiftDays(seededOn: string, anchor: string, today: string): Record<Shift, number> {
  const weeksFromSeed = (d: string) => Math.round(daysBetween(seededOn, d) / 7) * 7;
  const monday = (d: string) => toIsoDate(startOfWeek(parseIsoDate(d)));
  return {
    day: daysBetween(anchor, today),
    week: weeksFromSeed(today) - weeksFromSeed(anchor),
    weekStart: daysBetween(monday(anchor), monday(today)),
  };
}

function shiftStatement(db: Database.Database, t: SampleTable) {
  // SQLite date functions read 'YYYY-MM-DD' and 'YYYY-MM-DDTHH:MM:SS' and keep NULL as NULL.
  const sets = [
    ...(t.dates ?? []).map((c) => `${c} = date(${c}, @modifier)`),
    ...(t.dateTimes ?? []).map((c) => `${c} = strftime('%Y-%m-%dT%H:%M:%S', ${c}, @modifier)`),
  ];
  return db.prepare(`UPDATE ${t.table} SET ${sets.join(', ')} WHERE is_sample = 1 AND ${ownerClause(t)}`);
}

export interface Reanchored {
  executiveId: number;
  days: number;
}

/** Moves every executive's sample rows up to their today (in their time zone; only ever forward) and records the new anchor. */
export function reanchorSampleData(db: Database.Database, clock: Clock): Reanchored[] {
  const now = clock.now();
  const stale = db
    .prepare<[], { id: number; seeded_on: string; sample_anchor_date: string; time_zone: string }>(
      'SELECT id, seeded_on, sample_anchor_date, time_zone FROM executives WHERE sample_anchor_date IS NOT NULL',
    )
    .all()
    .map((e) => ({ ...e, today: toIsoDate(nowIn(e.time_zone, now)) }))
    .filter((e) => e.sample_anchor_date < e.today);
  if (stale.length === 0) return [];
  const statements = SAMPLE_TABLES.map((t) => ({ shift: t.shift, statement: shiftStatement(db, t) }));
  const setAnchor = db.prepare('UPDATE executives SET sample_anchor_date = ? WHERE id = ?');
  return db.transaction(() =>
    stale.map((e) => {
      const days = shiftDays(e.seeded_on, e.sample_anchor_date, e.today);
      for (const { shift, statement } of statements) {
        if (days[shift] !== 0) statement.run({ executiveId: e.id, modifier: `${days[shift] >= 0 ? '+' : ''}${days[shift]} days` });
      }
      setAnchor.run(e.today, e.id);
      return { executiveId: e.id, days: days.day };
    }),
  )();
}
