// Writes a validated archive into an account in ONE transaction: the account must hold no data of its
// own (and its sample data goes only when the executive agreed), every row gets a new id and every
// reference the new id of the row it named. Anything that fails rolls the whole import back.
import { MAX_AUDIO_BYTES, apiPaths } from '@provana/contracts';
import type { ExportFileName, ImportResult } from '@provana/contracts/export';
import { lockRow } from '../../db/dialect/lock-row';
import type { Repositories } from '../../db/repositories';
import { HttpError } from '../../lib/http-error';
import { contentIds, contentKey } from './content-links';
import { clearWorkspace, dataSummary } from './data-summary';
import { insertReturningId, toDbValues, type Row } from './rows';
import { TABLE_SPECS } from './tables';
import { ImportProblems, type ValidArchive } from './validate-archive';
import type { ZipArchive } from './zip-reader';

export interface ImportOptions {
  executiveId: number;
  replaceSampleData: boolean;
}

export async function importArchive(
  repos: Repositories,
  zip: ZipArchive,
  archive: ValidArchive,
  { executiveId, replaceSampleData }: ImportOptions,
): Promise<ImportResult> {
  const content = await contentIds(repos.conn);
  // Shared content this installation lacks is a problem of the archive, found before the transaction.
  const missing: string[] = [];
  for (const p of archive.rows['lesson-progress.json'])
    if (!content.lessons.has(contentKey(p.lesson)))
      missing.push(`lesson-progress.json: the lesson “${p.lesson.title}” (${p.lesson.model_id}) does not exist here.`);
  for (const t of archive.rows['leadership-action-tasks.json'])
    if (!content.actionItems.has(contentKey(t.action_item)))
      missing.push(`leadership-action-tasks.json: the action item “${t.action_item.title}” (${t.action_item.model_id}) does not exist here.`);
  if (missing.length > 0) throw new ImportProblems(missing);

  return repos.transaction(async (tx) => {
    const conn = tx.conn;
    // Two imports into one account take turns; the second then finds the first one's rows.
    await lockRow(conn, 'executives', executiveId);
    const summary = await dataSummary(conn, executiveId);
    if (summary.ownRows > 0) {
      throw new HttpError(
        409,
        'account_has_data',
        'This account already has data of its own, so nothing was imported. Import into a new account, or delete this one first.',
      );
    }
    if (summary.sampleRows > 0 && !replaceSampleData) {
      throw new HttpError(409, 'sample_data_present', 'This account still has its sample data. Confirm that the import replaces it (replaceSampleData=true).');
    }
    await clearWorkspace(conn, executiveId);

    const { executive } = archive.account;
    await conn.db
      .updateTable('executives')
      .set({
        name: executive.name,
        title: executive.title,
        time_zone: executive.time_zone,
        seeded_on: executive.seeded_on,
        sample_anchor_date: executive.sample_anchor_date,
        theme: executive.theme,
      })
      .where('id', '=', executiveId)
      .execute();
    const assistant = archive.settings.assistant;
    if (assistant) {
      await conn.db
        .insertInto('assistant_settings')
        .values({
          executive_id: executiveId,
          use_model: assistant.use_model ? 1 : 0,
          transcribe_on_server: assistant.transcribe_on_server ? 1 : 0,
          updated_at: assistant.updated_at,
        })
        .execute();
    }

    const newIds = new Map<ExportFileName, Map<number, number>>();
    const imported: Record<string, number> = {};
    for (const spec of TABLE_SPECS) {
      const map = new Map<number, number>();
      newIds.set(spec.file, map);
      const idOf = (column: string, archiveId: number) => {
        const target = spec.refs?.[column];
        const id = target ? newIds.get(target)?.get(archiveId) : undefined;
        if (id === undefined) throw new Error(`${spec.file}: ${column} ${archiveId} was not imported`); // validated: never happens
        return id;
      };
      const rows = archive.rows[spec.file] as Row[];
      for (const row of rows) {
        const values = toDbValues(spec, row, idOf);
        Object.assign(values, spec.importValues);
        if (spec.owner === 'executive') values.executive_id = executiveId;
        map.set(Number(row.id), await insertReturningId(conn, spec.table, values));
      }
      imported[spec.file] = rows.length;
    }

    // Audio, one file at a time from the archive on disk.
    const recordings = newIds.get('voice-recordings.json') ?? new Map<number, number>();
    let audioFiles = 0;
    for (const row of archive.rows['voice-recordings.json']) {
      const entry = archive.audio.get(row.id);
      const recordingId = recordings.get(row.id);
      if (!row.audio || !entry || recordingId === undefined) continue;
      const data = await zip.read(entry, MAX_AUDIO_BYTES);
      await conn.db
        .insertInto('voice_audio')
        .values({ recording_id: recordingId, content_type: row.audio.content_type, size: data.length, data, uploaded_at: row.audio.uploaded_at })
        .execute();
      await conn.db
        .updateTable('voice_recordings')
        .set({ audio_file_url: apiPaths.voiceRecordingAudio(executiveId, recordingId) })
        .where('id', '=', recordingId)
        .execute();
      audioFiles++;
    }

    const priorities = newIds.get('priorities.json') ?? new Map<number, number>();
    for (const p of archive.rows['lesson-progress.json']) {
      await conn.db
        .insertInto('leadership_lesson_progress')
        .values({ executive_id: executiveId, lesson_id: content.lessons.get(contentKey(p.lesson)) ?? 0, done_at: p.done_at })
        .execute();
    }
    for (const t of archive.rows['leadership-action-tasks.json']) {
      await conn.db
        .insertInto('leadership_action_tasks')
        .values({
          executive_id: executiveId,
          action_item_id: content.actionItems.get(contentKey(t.action_item)) ?? 0,
          priority_id: priorities.get(t.priority_id) ?? 0,
        })
        .execute();
    }
    imported['lesson-progress.json'] = archive.rows['lesson-progress.json'].length;
    imported['leadership-action-tasks.json'] = archive.rows['leadership-action-tasks.json'].length;
    imported['settings.json'] = assistant ? 1 : 0;
    return { imported, audioFiles };
  });
}
