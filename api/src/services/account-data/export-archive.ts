// The account export as a ZIP stream (fflate's streaming Zip): each file is read page by page and
// compressed as it goes, each audio file is read alone, and a chunk leaves only when the response asks
// for one (pull), so neither the archive nor the audio is ever held whole. Not one transaction: a long
// read transaction would hold SQLite's one connection for the whole download.
import { Zip, ZipDeflate, ZipPassThrough, strToU8 } from 'fflate';
import { sql } from 'kysely';
import { ThemeSchema } from '@provana/contracts';
import { EXPORT_FORMAT, EXPORT_FORMAT_VERSION, type ExportAccount, type ExportManifest, type ExportSettings } from '@provana/contracts/export';
import { migrations } from '../../db/migrations';
import type { Repositories } from '../../db/repositories';
import { audioFileName } from '../../lib/audio-policy';
import { buildCalendarIcs } from '../calendar/calendar-ics';
import { actionTaskRows, lessonProgressRows } from './content-links';
import { ownedRows, toFileRow, type Row } from './rows';
import { TABLE_SPECS } from './tables';

/** The product's version, written into every manifest (a test keeps it equal to api/package.json). */
export const APP_VERSION = '0.1.0';

export interface ExportInput {
  repos: Repositories;
  executiveId: number;
  timeZone: string;
  now: Date;
}

/** `audio/<recording id>.<extension of its type>` */
export const audioEntryName = (recordingId: number, contentType: string) =>
  `audio/${recordingId}.${audioFileName(recordingId, contentType).split('.').pop() ?? 'bin'}`;

const AUDIO_COLUMNS = sql`, a.content_type AS audio_content_type, a.size AS audio_size, a.uploaded_at AS audio_uploaded_at`;

function withAudio(row: Row, source: Row): Row {
  const contentType = source.audio_content_type;
  const audio =
    typeof contentType === 'string'
      ? {
          file: audioEntryName(Number(source.id), contentType),
          content_type: contentType,
          size: Number(source.audio_size),
          uploaded_at: String(source.audio_uploaded_at),
        }
      : null;
  return { ...row, audio };
}

async function accountFile(repos: Repositories, executiveId: number): Promise<ExportAccount> {
  const e = await repos.conn.db
    .selectFrom('executives as e')
    .innerJoin('users as u', 'u.id', 'e.user_id')
    .select([
      'e.name',
      'e.title',
      'e.time_zone',
      'e.seeded_on',
      'e.sample_anchor_date',
      'e.theme',
      'u.email',
      'u.name as user_name',
      'u.first_name',
      'u.last_name',
      'u.created_at',
    ])
    .where('e.id', '=', executiveId)
    .executeTakeFirstOrThrow();
  return {
    executive: {
      name: e.name,
      title: e.title,
      time_zone: e.time_zone,
      seeded_on: e.seeded_on,
      sample_anchor_date: e.sample_anchor_date,
      theme: ThemeSchema.catch('system').parse(e.theme),
    },
    user: { email: e.email, name: e.user_name, first_name: e.first_name, last_name: e.last_name, created_at: e.created_at },
  };
}

async function settingsFile(repos: Repositories, executiveId: number): Promise<ExportSettings> {
  const s = await repos.conn.db
    .selectFrom('assistant_settings')
    .select(['use_model', 'transcribe_on_server', 'updated_at'])
    .where('executive_id', '=', executiveId)
    .executeTakeFirst();
  return {
    assistant: s ? { use_model: Number(s.use_model) === 1, transcribe_on_server: Number(s.transcribe_on_server) === 1, updated_at: s.updated_at } : null,
  };
}

async function* archiveChunks({ repos, executiveId, timeZone, now }: ExportInput): AsyncGenerator<Uint8Array> {
  const out: Uint8Array[] = [];
  let failure: Error | null = null;
  const zip = new Zip((error, chunk) => {
    if (error) failure = error;
    else if (chunk.length > 0) out.push(chunk);
  });
  function* flush() {
    if (failure) throw failure;
    while (out.length > 0) yield out.shift() as Uint8Array;
  }
  const counts: Record<string, number> = {};
  const json = (name: string, value: unknown) => {
    const file = new ZipDeflate(name, { level: 6 });
    zip.add(file);
    file.push(strToU8(`${JSON.stringify(value, null, 2)}\n`), true);
  };

  json('account.json', await accountFile(repos, executiveId));
  counts['account.json'] = 1;
  yield* flush();
  const settings = await settingsFile(repos, executiveId);
  json('settings.json', settings);
  counts['settings.json'] = settings.assistant ? 1 : 0;
  yield* flush();

  const audio: { id: number; file: string }[] = [];
  for (const spec of TABLE_SPECS) {
    const file = new ZipDeflate(spec.file, { level: 6 });
    zip.add(file);
    let count = 0;
    const isVoice = spec.table === 'voice_recordings';
    for await (const page of ownedRows(repos.conn, spec, executiveId, isVoice ? AUDIO_COLUMNS : undefined)) {
      const text = page
        .map((source) => {
          const row = isVoice ? withAudio(toFileRow(spec, source), source) : toFileRow(spec, source);
          if (isVoice && row.audio) audio.push({ id: Number(source.id), file: (row.audio as { file: string }).file });
          return `${count++ === 0 ? '[\n' : ',\n'}  ${JSON.stringify(row)}`;
        })
        .join('');
      file.push(strToU8(text), false);
      yield* flush();
    }
    file.push(strToU8(count === 0 ? '[]\n' : '\n]\n'), true);
    counts[spec.file] = count;
    yield* flush();
  }
  const progress = await lessonProgressRows(repos.conn, executiveId);
  json('lesson-progress.json', progress);
  counts['lesson-progress.json'] = progress.length;
  const tasks = await actionTaskRows(repos.conn, executiveId);
  json('leadership-action-tasks.json', tasks);
  counts['leadership-action-tasks.json'] = tasks.length;
  yield* flush();

  // Every dated entry, so the calendar app sees the whole history too (the owner's export: private ones included).
  const [events, meetings, { series, overrides }] = await Promise.all([
    repos.calendarEvents.oneOffsBetween(executiveId, '0000-01-01T00:00:00', '9999-12-31T23:59:59', true),
    repos.meetings.between(executiveId, '0000-01-01T00:00:00', '9999-12-31T23:59:59'),
    repos.calendarEvents.seriesReaching(executiveId, '0000-01-01T00:00:00', '9999-12-31T23:59:59', true),
  ]);
  const ics = new ZipDeflate('calendar.ics', { level: 6 });
  zip.add(ics);
  ics.push(strToU8(buildCalendarIcs({ events, meetings, now, timeZone, series, overrides })), true);
  yield* flush();

  // Audio one file at a time, stored as is (it is compressed already).
  let audioFiles = 0;
  for (const { id, file } of audio) {
    const blob = await repos.conn.db.selectFrom('voice_audio').select('data').where('recording_id', '=', id).executeTakeFirst();
    if (!blob) continue; // deleted meanwhile; the import then reports it missing
    const entry = new ZipPassThrough(file);
    zip.add(entry);
    entry.push(new Uint8Array(blob.data.buffer, blob.data.byteOffset, blob.data.byteLength), true);
    audioFiles++;
    yield* flush();
  }

  const manifest: ExportManifest = {
    format: EXPORT_FORMAT,
    formatVersion: EXPORT_FORMAT_VERSION,
    exportedAt: now.toISOString(),
    appVersion: APP_VERSION,
    schemaVersion: migrations.length,
    counts,
    audioFiles,
  };
  json('manifest.json', manifest);
  zip.end();
  yield* flush();
}

/** The archive as a byte stream that reads the database only as fast as the client downloads. */
export function exportArchiveStream(input: ExportInput): ReadableStream<Uint8Array> {
  const chunks = archiveChunks(input);
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const next = await chunks.next();
        if (next.done) controller.close();
        else controller.enqueue(next.value);
      } catch (error) {
        controller.error(error);
      }
    },
    async cancel() {
      await chunks.return(undefined);
    },
  });
}
