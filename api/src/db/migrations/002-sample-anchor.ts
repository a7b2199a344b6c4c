// Sample data re-anchoring: each executive records the day its sample rows were generated for
// (sample_anchor_date), and every dated table flags the rows the seed wrote (is_sample = 1), so the
// start-up re-anchoring moves only those. Existing (version 1) rows are classified here, once.
import { POSTGRES_TYPES, SQLITE_TYPES, type ColumnTypes } from './column-types';
import { v1CoachingNotes, v1EventTitles, v1TeamVoiceLogs } from './v1-sample-texts';

const sqlList = (texts: readonly string[]) => texts.map((t) => `'${t.replaceAll("'", "''")}'`).join(', ');

/** Dated tables that gain the flag; executive-owned unless noted. */
const FLAGGED = [
  'priorities',
  'calendar_events',
  'meetings',
  'decisions',
  'personal_events',
  'reflections',
  'voice_recordings',
  'goals',
  'direct_reports',
  'coaching_notes',
  'team_voice_logs',
];

const migration002For = (t: ColumnTypes) => `
ALTER TABLE executives ADD COLUMN sample_anchor_date TEXT;
UPDATE executives SET sample_anchor_date = seeded_on;
${FLAGGED.map((t) => `ALTER TABLE ${t} ADD COLUMN is_sample INTEGER NOT NULL DEFAULT 0;`).join('\n')}

-- Version 1 had no create API for these: every row came from the seed.
UPDATE meetings SET is_sample = 1;
UPDATE decisions SET is_sample = 1;
UPDATE personal_events SET is_sample = 1;
UPDATE reflections SET is_sample = 1;
UPDATE goals SET is_sample = 1;
UPDATE direct_reports SET is_sample = 1;

-- Seeded priorities were created at the very moment the account was.
UPDATE priorities SET is_sample = 1 WHERE created_at = (
  SELECT u.created_at FROM executives e JOIN users u ON u.id = e.user_id WHERE e.id = priorities.executive_id
);
-- Seeded recordings have session ids 'session-YYYYMMDD-n'; recorded ones 'session-<12 hex>'.
UPDATE voice_recordings SET is_sample = 1
  WHERE ${t.seededSessionId};
UPDATE calendar_events SET is_sample = 1 WHERE title IN (${sqlList(v1EventTitles)});
UPDATE coaching_notes SET is_sample = 1 WHERE content IN (${sqlList(v1CoachingNotes)});
UPDATE team_voice_logs SET is_sample = 1 WHERE transcription IN (${sqlList(v1TeamVoiceLogs)});
`;

export const migration002 = migration002For(SQLITE_TYPES);
export const migration002Postgres = migration002For(POSTGRES_TYPES);
