// Helpers for the export/import/delete tests: a workspace with a row in every exported table (the
// seed leaves some empty), the archive read back with fflate, and an archive compared with another
// apart from ids and the export's own timestamps.
import { unzipSync, zipSync } from 'fflate';
import { exportRowSchemas, type ExportFileName } from '@provana/contracts/export';
import { TABLE_SPECS } from '../../src/services/account-data/tables';
import type { TestContext } from '../helpers';

export const AUDIO_BYTES = Uint8Array.from({ length: 4096 }, (_, i) => (i * 7 + 0x50) % 256);

/** Adds own rows to the tables the sample workspace leaves empty, audio and settings included. */
export async function fillEveryTable(t: TestContext, executiveId: number): Promise<void> {
  const one = async (text: string, ...params: unknown[]) => Number((await t.row<{ id: number }>(text, ...params))?.id);
  const report = await one('SELECT id FROM direct_reports WHERE executive_id = ? ORDER BY id LIMIT 1', executiveId);
  const priority = await one('SELECT id FROM priorities WHERE executive_id = ? ORDER BY id LIMIT 1', executiveId);
  const event = await one('SELECT id FROM calendar_events WHERE executive_id = ? ORDER BY id LIMIT 1', executiveId);
  const recording = await one('SELECT id FROM voice_recordings WHERE executive_id = ? ORDER BY id LIMIT 1', executiveId);
  const lesson = await one('SELECT id FROM leadership_lessons ORDER BY id LIMIT 1');
  const item = await one('SELECT id FROM leadership_action_items ORDER BY id LIMIT 1');
  await t.exec(
    "INSERT INTO priorities (executive_id, task, description, urgency, due_date, completed, source, created_at, is_sample) VALUES (?, 'Own task: renegotiate the freight contract', 'Mine', 'high', '2025-03-14T10:00:00', 0, 'manual', '2025-03-12T09:00:00', 0)",
    executiveId,
  );
  await t.exec(
    "INSERT INTO meeting_notes (direct_report_id, meeting_at, content, created_at) VALUES (?, '2025-03-13T10:00:00', 'Talked about growth', '2025-03-12T09:00:00')",
    report,
  );
  await t.exec(
    "INSERT INTO talking_points (direct_report_id, text, position, meeting_at, done_at, done_meeting, created_at) VALUES (?, 'Budget', 0, NULL, NULL, NULL, '2025-03-12T09:00:00')",
    report,
  );
  await t.exec(
    "INSERT INTO team_action_items (direct_report_id, text, owner, due_date, done, priority_id, created_at) VALUES (?, 'Send the plan', 'me', '2025-03-14', 0, ?, '2025-03-12T09:00:00')",
    report,
    priority,
  );
  await t.exec(
    "INSERT INTO leadership_assessments (executive_id, taken_at, answers, transformational, servant, system_syncing, dominant_model) VALUES (?, '2025-03-12T09:00:00', '[1,2,0,1,2,1]', 40, 35, 25, 'transformational')",
    executiveId,
  );
  await t.exec(
    "INSERT INTO activity_log (executive_id, actor_user_id, actor_name, kind, item_type, item_id, description, created_at) VALUES (?, NULL, 'Sam Lee', 'priorities', 'priority', ?, 'Sam Lee completed the priority ''Board deck''', 1741770000000)",
    executiveId,
    String(priority),
  );
  await t.exec("INSERT INTO leadership_lesson_progress (executive_id, lesson_id, done_at) VALUES (?, ?, '2025-03-12T09:00:00')", executiveId, lesson);
  await t.exec('INSERT INTO leadership_action_tasks (executive_id, action_item_id, priority_id) VALUES (?, ?, ?)', executiveId, item, priority);
  await t.exec(
    "INSERT INTO clarity_responses (executive_id, transcript, prompt_type, response, linked_action, created_priority_id, created_calendar_event_id, created_at) VALUES (?, 't', 'clarity', 'r', 'none', ?, ?, '2025-03-12T09:00:00')",
    executiveId,
    priority,
    event,
  );
  await t.exec(
    "INSERT INTO assistant_settings (executive_id, use_model, transcribe_on_server, updated_at) VALUES (?, 0, 1, '2025-03-12T09:00:00')",
    executiveId,
  );
  await t.exec(
    "INSERT INTO voice_audio (recording_id, content_type, size, data, uploaded_at) VALUES (?, 'audio/webm;codecs=opus', ?, ?, '2025-03-12T08:00:30')",
    recording,
    AUDIO_BYTES.length,
    Buffer.from(AUDIO_BYTES),
  );
  await t.exec(
    "INSERT INTO calendar_subscriptions (executive_id, name, url, colour, etag, last_modified, last_synced_at, last_error, next_sync_at, created_at) VALUES (?, 'Team holidays', 'https://calendar.example.com/holidays.ics', 'teal', NULL, NULL, NULL, NULL, 0, '2025-03-12T09:00:00')",
    executiveId,
  );
  const subscription = await one('SELECT id FROM calendar_subscriptions WHERE executive_id = ? ORDER BY id LIMIT 1', executiveId);
  await t.exec(
    "INSERT INTO calendar_subscription_events (subscription_id, executive_id, uid, recurrence_id, summary, location, attendees, all_day, start_local, time_zone, duration_ms, rrule, exdates, start_at, end_at) VALUES (?, ?, 'h1', NULL, 'Holiday', '', '[]', 1, '2025-03-14T00:00:00', NULL, 86400000, NULL, '[]', 1741910400000, 1741996800000)",
    subscription,
    executiveId,
  );
  // A recurring event (migration 018) with an exception and an override.
  const series = await one(
    "INSERT INTO calendar_events (executive_id, title, start_time, end_time, type, priority, description, rrule, exdates, series_end) VALUES (?, 'Staff meeting', '2025-03-17T09:00:00', '2025-03-17T10:00:00', 'meeting', 'medium', '', 'FREQ=WEEKLY;COUNT=3', '[\"2025-03-24T09:00:00\"]', '2025-03-31T10:00:00') RETURNING id",
    executiveId,
  );
  await t.exec(
    "INSERT INTO calendar_event_overrides (event_id, executive_id, original_start, title, start_time, end_time) VALUES (?, ?, '2025-03-31T09:00:00', 'Staff meeting (moved)', '2025-03-31T11:00:00', '2025-03-31T12:00:00')",
    series,
    executiveId,
  );
  // An event with a reminder (migration 019).
  await t.exec('UPDATE calendar_events SET reminder_minutes = 15 WHERE id = ?', event);
  // A device that gets reminders (migration 022), its setting and one delivered reminder.
  const owner = await one('SELECT user_id AS id FROM executives WHERE id = ?', executiveId);
  const device = await one(
    "INSERT INTO push_subscriptions (executive_id, user_id, endpoint, p256dh, auth, device_name, created_at, last_success_at) VALUES (?, ?, ?, 'BKey', 'auth', 'Phone', 0, NULL) RETURNING id",
    executiveId,
    owner,
    `https://push.example.com/send/${executiveId}`,
  );
  await t.exec('INSERT INTO push_settings (executive_id, user_id, show_details, updated_at) VALUES (?, ?, 1, 0)', executiveId, owner);
  await t.exec("INSERT INTO push_deliveries (subscription_id, reminder_key, claimed_at) VALUES (?, 'event-1-2025-03-12T08:45:00', 0)", device);
  await t.exec('UPDATE voice_recordings SET audio_file_url = ? WHERE id = ?', `/api/executive/${executiveId}/voice-recordings/${recording}/audio`, recording);
}

export type Archive = Record<string, Uint8Array>;

export const readArchive = async (res: Response): Promise<Archive> => unzipSync(new Uint8Array(await res.arrayBuffer()));
export const jsonOf = <T = unknown>(archive: Archive, name: string): T => JSON.parse(new TextDecoder().decode(archive[name])) as T;
export const withFiles = (archive: Archive, changes: Record<string, unknown | null>): Uint8Array => {
  const files: Archive = { ...archive };
  for (const [name, value] of Object.entries(changes)) {
    if (value === null) delete files[name];
    else files[name] = value instanceof Uint8Array ? value : new TextEncoder().encode(JSON.stringify(value));
  }
  return zipSync(files);
};

type Row = Record<string, unknown>;

/**
 * The archive with every id replaced by the row's position in its file (references by their target's
 * position), the export time and the sign-in identity left out, the calendar without UIDs and stamps:
 * what must be equal after export → import → export.
 */
export function normalised(archive: Archive): Record<string, unknown> {
  const positions = new Map<string, Map<number, number>>();
  for (const file of Object.keys(exportRowSchemas)) positions.set(file, new Map(jsonOf<Row[]>(archive, file).map((r, i) => [Number(r.id), i])));
  const out: Record<string, unknown> = {};
  for (const file of Object.keys(exportRowSchemas) as ExportFileName[]) {
    const spec = TABLE_SPECS.find((s) => s.file === file);
    out[file] = jsonOf<Row[]>(archive, file).map((row, i) => {
      const copy: Row = { ...row };
      if ('id' in copy) copy.id = i;
      for (const [column, target] of Object.entries(spec?.refs ?? {}))
        if (typeof copy[column] === 'number') copy[column] = positions.get(target)?.get(copy[column]);
      if (file === 'leadership-action-tasks.json') copy.priority_id = positions.get('priorities.json')?.get(Number(copy.priority_id));
      const audio = copy.audio as { file: string } | null | undefined;
      if (audio) {
        copy.audio = { ...audio, file: audio.file.replace(/\d+/, 'N') };
        out[`audio of row ${i}`] = Buffer.from(archive[audio.file] ?? []).toString('hex');
      }
      return copy;
    });
  }
  const { exportedAt: _exportedAt, ...manifest } = jsonOf<Row>(archive, 'manifest.json');
  out['manifest.json'] = manifest;
  out['account.json'] = jsonOf<Row>(archive, 'account.json').executive;
  out['settings.json'] = jsonOf(archive, 'settings.json');
  out['calendar.ics'] = new TextDecoder()
    .decode(archive['calendar.ics'])
    .split('\r\n')
    .filter((line) => !/^(UID|DTSTAMP):/.test(line));
  out.files = Object.keys(archive)
    .map((name) => name.replace(/^audio\/\d+/, 'audio/N'))
    .sort();
  return out;
}
