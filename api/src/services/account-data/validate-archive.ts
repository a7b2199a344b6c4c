// Everything an import checks before it writes anything: the manifest and its format version, every
// file present and parsed against its schema, row counts as the manifest states them, ids unique,
// every reference pointing at a row of the archive, every audio file present, intact and owned by a
// recording. Problems are collected in words (file, row, field) and reported together.
import type { z } from 'zod';
import { MAX_AUDIO_BYTES } from '@provana/contracts';
import {
  EXPORT_FORMAT_VERSION,
  ExportAccountSchema,
  ExportManifestSchema,
  ExportSettingsSchema,
  exportRowSchemas,
  type ExportAccount,
  type ExportFileName,
  type ExportManifest,
  type ExportRow,
  type ExportSettings,
} from '@provana/contracts/export';
import { AUDIO_QUOTA_BYTES } from '../../lib/audio-policy';
import type { ZipArchive, ZipEntry } from './zip-reader';
import type { Row } from './rows';
import { TABLE_SPECS } from './tables';

/** Largest JSON file read into memory. */
const MAX_JSON_BYTES = 64 * 1024 * 1024;
const MAX_PROBLEMS = 20;

export class ImportProblems extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join(' '));
  }
}

export interface ValidArchive {
  manifest: ExportManifest;
  account: ExportAccount;
  settings: ExportSettings;
  rows: { [F in ExportFileName]: ExportRow<F>[] };
  /** Each recording's audio entry, by the recording's archive id. */
  audio: Map<number, ZipEntry>;
}

const FILES = Object.keys(exportRowSchemas) as ExportFileName[];

function issueText(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'is not valid';
  const field = issue.path.map(String).join('.');
  return field ? `${field}: ${issue.message}` : issue.message;
}

const rowLabel = (file: string, index: number, row: unknown) => {
  const id = typeof row === 'object' && row !== null && 'id' in row ? (row as { id: unknown }).id : undefined;
  return `${file}, row ${index + 1}${typeof id === 'number' ? ` (id ${id})` : ''}`;
};

export async function validateArchive(zip: ZipArchive): Promise<ValidArchive> {
  const problems: string[] = [];
  const fail = (text: string) => {
    if (problems.length < MAX_PROBLEMS) problems.push(text);
  };
  const byName = new Map(zip.entries.map((e) => [e.fileName, e]));

  const readJson = async (name: string): Promise<unknown> => {
    const entry = byName.get(name);
    if (!entry) {
      fail(`${name} is missing from the archive.`);
      return undefined;
    }
    try {
      return JSON.parse((await zip.read(entry, MAX_JSON_BYTES)).toString('utf8')) as unknown;
    } catch (error) {
      fail(error instanceof SyntaxError ? `${name} is not valid JSON.` : (error as Error).message);
      return undefined;
    }
  };
  const parseOne = <S extends z.ZodType>(name: string, schema: S, value: unknown): z.infer<S> | undefined => {
    if (value === undefined) return undefined;
    const result = schema.safeParse(value);
    if (!result.success) fail(`${name}: ${issueText(result.error)}.`);
    return result.success ? result.data : undefined;
  };

  const manifest = parseOne('manifest.json', ExportManifestSchema, await readJson('manifest.json'));
  if (!manifest) throw new ImportProblems(problems.length > 0 ? problems : ['manifest.json is not a Provana export manifest.']);
  if (manifest.formatVersion > EXPORT_FORMAT_VERSION)
    throw new ImportProblems([
      `The archive has format version ${manifest.formatVersion}, made by a newer Provana; this one reads version ${EXPORT_FORMAT_VERSION}.`,
    ]);
  if (manifest.formatVersion < 1) throw new ImportProblems([`manifest.json: format version ${manifest.formatVersion} does not exist.`]);

  const account = parseOne('account.json', ExportAccountSchema, await readJson('account.json'));
  const settings = parseOne('settings.json', ExportSettingsSchema, await readJson('settings.json'));
  const rows = {} as Record<ExportFileName, Row[]>;
  for (const file of FILES) {
    const value = await readJson(file);
    rows[file] = [];
    if (value === undefined) continue;
    if (!Array.isArray(value)) {
      fail(`${file} must hold a list of rows.`);
      continue;
    }
    const schema: z.ZodType = exportRowSchemas[file];
    value.forEach((row: unknown, index) => {
      const result = schema.safeParse(row);
      if (result.success) rows[file].push(result.data as Row);
      else fail(`${rowLabel(file, index, row)}: ${issueText(result.error)}.`);
    });
    const stated = manifest.counts[file];
    if (stated !== undefined && stated !== value.length)
      fail(`manifest.json states ${stated} rows in ${file}, the file has ${value.length}: the archive is incomplete.`);
  }

  // Ids unique per file, references to rows of the archive.
  const ids = new Map<ExportFileName, Set<number>>();
  for (const spec of TABLE_SPECS) {
    const seen = new Set<number>();
    rows[spec.file].forEach((row, index) => {
      const id = Number(row.id);
      if (seen.has(id)) fail(`${rowLabel(spec.file, index, row)}: the id ${id} appears twice.`);
      seen.add(id);
    });
    ids.set(spec.file, seen);
  }
  const refersTo = (file: string, index: number, row: Row, column: string, target: ExportFileName) => {
    const value = row[column];
    if (typeof value === 'number' && !ids.get(target)?.has(value)) fail(`${rowLabel(file, index, row)}: ${column} ${value} is not in ${target}.`);
  };
  for (const spec of TABLE_SPECS) {
    for (const [column, target] of Object.entries(spec.refs ?? {})) rows[spec.file].forEach((row, index) => refersTo(spec.file, index, row, column, target));
  }
  rows['leadership-action-tasks.json'].forEach((row, index) => refersTo('leadership-action-tasks.json', index, row, 'priority_id', 'priorities.json'));

  // What the database would refuse: one direct report per name, one own reflection per week, one own profile.
  const duplicates = <T>(file: ExportFileName, list: T[], keyOf: (row: T) => string | null, what: string) => {
    const seen = new Set<string>();
    list.forEach((row, index) => {
      const key = keyOf(row);
      if (key === null) return;
      if (seen.has(key)) fail(`${rowLabel(file, index, row)}: ${what} ${key} appears twice.`);
      seen.add(key);
    });
  };
  duplicates('direct-reports.json', rows['direct-reports.json'], (r) => String(r.name), 'the name');
  duplicates('reflections.json', rows['reflections.json'], (r) => (r.is_sample ? null : String(r.week_start)), 'the week');
  duplicates('leadership-profiles.json', rows['leadership-profiles.json'], (r) => (r.direct_report_id === null ? 'of the executive' : null), 'the profile');
  const named = (r: Row, key: 'lesson' | 'action_item') => {
    const ref = r[key] as { model_id: string; title: string };
    return `“${ref.title}” (${ref.model_id})`;
  };
  duplicates('lesson-progress.json', rows['lesson-progress.json'], (r) => named(r, 'lesson'), 'the lesson');
  duplicates('leadership-action-tasks.json', rows['leadership-action-tasks.json'], (r) => named(r, 'action_item'), 'the action item');

  // Audio: every file a recording names is there, intact, of the stated size; no other file under audio/.
  const audio = new Map<number, ZipEntry>();
  let audioBytes = 0;
  const listed = new Set<string>();
  for (const [index, row] of (rows['voice-recordings.json'] as ExportRow<'voice-recordings.json'>[]).entries()) {
    if (!row.audio) continue;
    listed.add(row.audio.file);
    const entry = byName.get(row.audio.file);
    if (!entry) {
      fail(`${row.audio.file} is missing from the archive (${rowLabel('voice-recordings.json', index, row)} has audio).`);
      continue;
    }
    if (entry.uncompressedSize !== row.audio.size)
      fail(`${row.audio.file} has ${entry.uncompressedSize} bytes, voice-recordings.json states ${row.audio.size}.`);
    audioBytes += entry.uncompressedSize;
    try {
      await zip.read(entry, MAX_AUDIO_BYTES);
      audio.set(row.id, entry);
    } catch (error) {
      fail((error as Error).message);
    }
  }
  for (const { fileName } of zip.entries)
    if (fileName.startsWith('audio/') && !listed.has(fileName)) fail(`${fileName} belongs to no recording in voice-recordings.json.`);
  if (audioBytes > AUDIO_QUOTA_BYTES)
    fail(`The audio files hold ${audioBytes} bytes, more than the ${AUDIO_QUOTA_BYTES / 1024 / 1024} MB an account may store.`);

  if (problems.length > 0 || !account || !settings) throw new ImportProblems(problems);
  return { manifest, account, settings, rows: rows as ValidArchive['rows'], audio };
}
