// Export → import into a new account → export again is the same archive apart from ids and the
// export's own timestamps, audio bytes included; a bad or partial archive changes nothing and says
// what is wrong. Runs on SQLite and (project postgres) on PostgreSQL.
import { beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '@provana/contracts';
import { EXPORT_FORMAT_VERSION, MAX_IMPORT_BYTES, accountDataPaths, exportRowSchemas } from '@provana/contracts/export';
import { AUDIO_BYTES, fillEveryTable, jsonOf, normalised, readArchive, withFiles, type Archive } from '../../test/support/account-archive';
import { createTestContext, databaseDigest, get, signUp, type TestContext } from '../../test/helpers';

type Row = Record<string, unknown>;

const importArchive = (t: TestContext, executiveId: number, cookie: string, body: Uint8Array, query = '?replaceSampleData=true') =>
  t.app.request(`${accountDataPaths.importArchive(executiveId)}${query}`, {
    method: 'POST',
    headers: { Cookie: cookie, 'Content-Type': 'application/zip' },
    body: new Uint8Array(body),
  });

describe('account export and import', () => {
  let t: TestContext;
  let original: Archive;
  let zipBytes: Uint8Array;
  beforeAll(async () => {
    t = await createTestContext({ authRateLimits: { signUp: { limit: 100, windowMs: 60_000 } } });
    await fillEveryTable(t, 1);
    const res = await get(t.app, accountDataPaths.exportArchive(1), t.demoCookie);
    expect(res.status).toBe(200);
    zipBytes = new Uint8Array(await res.clone().arrayBuffer());
    original = await readArchive(res);
  });

  it('downloads a ZIP named for the day, with a manifest, a file per domain, the audio and the calendar', async () => {
    const res = await get(t.app, accountDataPaths.exportArchive(1), t.demoCookie);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="provana-export-2025-03-12.zip"');
    // Streamed: the body arrives file by file, not as one buffer made first.
    const reader = (res.body as ReadableStream<Uint8Array>).getReader();
    let chunks = 0;
    while (!(await reader.read()).done) chunks++;
    expect(chunks).toBeGreaterThan(10);
    const manifest = jsonOf<{ formatVersion: number; counts: Record<string, number>; audioFiles: number; appVersion: string }>(original, 'manifest.json');
    expect(manifest.formatVersion).toBe(EXPORT_FORMAT_VERSION);
    expect(manifest.audioFiles).toBe(1);
    // Every per-table file has rows here, so the round trip below covers every table.
    for (const file of Object.keys(exportRowSchemas)) expect({ file, rows: manifest.counts[file] }).toEqual({ file, rows: expect.any(Number) as number });
    for (const file of Object.keys(exportRowSchemas)) expect({ file, empty: manifest.counts[file] === 0 }).toEqual({ file, empty: false });
    const recordings = jsonOf<Row[]>(original, 'voice-recordings.json');
    const withAudio = recordings.find((r) => r.audio !== null) as { id: number; audio: { file: string; size: number } };
    expect(withAudio.audio.file).toBe(`audio/${withAudio.id}.webm`);
    expect(original[withAudio.audio.file]).toEqual(AUDIO_BYTES);
    expect(new TextDecoder().decode(original['calendar.ics'])).toContain('BEGIN:VCALENDAR');
    // No secret leaves: no password hash, salt, session or feed token.
    const text = Object.values(original)
      .map((bytes) => Buffer.from(bytes).toString('latin1'))
      .join('\n');
    expect(text).not.toMatch(/password|token_hash|id_hash/);
  });

  it('round-trips into a new account: the second export equals the first apart from ids and timestamps', async () => {
    const b = await signUp(t.app, 'roundtrip@example.com');
    const res = await importArchive(t, b.executiveId, b.cookie, zipBytes);
    expect(res.status).toBe(200);
    const again = await readArchive(await get(t.app, accountDataPaths.exportArchive(b.executiveId), b.cookie));
    expect(normalised(again)).toEqual(normalised(original));
    // The imported audio plays from its new recording.
    const recording = jsonOf<Row[]>(again, 'voice-recordings.json').find((r) => r.audio !== null) as { id: number };
    const audio = await get(t.app, apiPaths.voiceRecordingAudio(b.executiveId, recording.id), b.cookie);
    expect(new Uint8Array(await audio.arrayBuffer())).toEqual(AUDIO_BYTES);
    // The original's own task is now in the new account's screens.
    const priorities = (await (await get(t.app, apiPaths.priorities(b.executiveId), b.cookie)).json()) as { task: string }[];
    expect(priorities.map((p) => p.task)).toContain('Own task: renegotiate the freight contract');
    // The import writes reminder_minutes only: the database derives the reminder time (migration 019).
    const reminder = (id: number) =>
      t.row<{ start_time: string; remind_at: string }>(
        'SELECT start_time, remind_at FROM calendar_events WHERE executive_id = ? AND reminder_minutes = 15',
        id,
      );
    const imported = await reminder(b.executiveId);
    expect(imported).toEqual(await reminder(1));
    expect(Date.parse(`${imported?.start_time}Z`) - Date.parse(`${imported?.remind_at}Z`)).toBe(15 * 60_000);
  });

  it('asks before replacing sample data, and refuses an account with data of its own', async () => {
    const c = await signUp(t.app, 'asks@example.com');
    const summary = (await (await get(t.app, accountDataPaths.dataSummary(c.executiveId), c.cookie)).json()) as { sampleRows: number; ownRows: number };
    expect(summary.sampleRows).toBeGreaterThan(0);
    expect(summary.ownRows).toBe(0);
    const before = await databaseDigest(t.db);
    const asked = await importArchive(t, c.executiveId, c.cookie, zipBytes, '');
    expect(asked.status).toBe(409);
    expect(await asked.json()).toMatchObject({ error: { code: 'sample_data_present' } });
    const own = await importArchive(t, 1, t.demoCookie, zipBytes);
    expect(own.status).toBe(409);
    expect(await own.json()).toMatchObject({ error: { code: 'account_has_data' } });
    expect(await databaseDigest(t.db)).toBe(before);
  });

  describe('refuses a bad or partial archive with what is wrong, changing nothing', () => {
    const cases: [string, (a: Archive) => Uint8Array | string, RegExp][] = [
      ['a missing file', (a) => withFiles(a, { 'priorities.json': null }), /priorities\.json is missing from the archive/],
      [
        'a newer format',
        (a) => withFiles(a, { 'manifest.json': { ...jsonOf<Row>(a, 'manifest.json'), formatVersion: 99 } }),
        /format version 99, made by a newer Provana/,
      ],
      [
        'a row that breaks its schema',
        (a) => withFiles(a, { 'priorities.json': jsonOf<Row[]>(a, 'priorities.json').map((r, i) => (i === 1 ? { ...r, urgency: 'urgent' } : r)) }),
        /priorities\.json, row 2 \(id \d+\): urgency: /,
      ],
      [
        'a 1:1 note of a direct report not in the archive',
        (a) => withFiles(a, { 'meeting-notes.json': jsonOf<Row[]>(a, 'meeting-notes.json').map((r) => ({ ...r, direct_report_id: 999_999 })) }),
        /meeting-notes\.json, row 1 \(id \d+\): direct_report_id 999999 is not in direct-reports\.json/,
      ],
      [
        'missing audio',
        (a) =>
          withFiles(
            a,
            Object.fromEntries(
              Object.keys(a)
                .filter((n) => n.startsWith('audio/'))
                .map((n) => [n, null]),
            ),
          ),
        /audio\/\d+\.webm is missing from the archive/,
      ],
      [
        'fewer rows than the manifest states',
        (a) => withFiles(a, { 'decisions.json': jsonOf<Row[]>(a, 'decisions.json').slice(1) }),
        /manifest\.json states \d+ rows in decisions\.json, the file has \d+/,
      ],
      ['JSON that does not parse', (a) => withFiles(a, { 'goals.json': new TextEncoder().encode('[{"id": 1,') }), /goals\.json is not valid JSON/],
      [
        'the same lesson twice',
        (a) =>
          withFiles(a, {
            'lesson-progress.json': [...jsonOf<Row[]>(a, 'lesson-progress.json'), ...jsonOf<Row[]>(a, 'lesson-progress.json')],
            'manifest.json': {
              ...jsonOf<{ counts: Record<string, number> }>(a, 'manifest.json'),
              counts: { ...jsonOf<{ counts: Record<string, number> }>(a, 'manifest.json').counts, 'lesson-progress.json': 2 },
            },
          }),
        /lesson-progress\.json, row 2: the lesson “.+” \(\w+\) appears twice/,
      ],
      ['a file cut short', () => 'truncated', /not a ZIP archive|cut short|damaged/],
    ];
    it.each(cases)('%s', async (_name, make, message) => {
      const c = await signUp(t.app, `bad-${Math.random().toString(36).slice(2, 8)}@example.com`);
      const made = make(original);
      const body = typeof made === 'string' ? zipBytes.slice(0, Math.floor(zipBytes.length / 2)) : made;
      const before = await databaseDigest(t.db);
      const res = await importArchive(t, c.executiveId, c.cookie, body);
      expect(res.status).toBe(400);
      const error = ((await res.json()) as { error: { code: string; message: string } }).error;
      expect(error.code).toBe('invalid_archive');
      expect(error.message).toMatch(message);
      expect(error.message).toMatch(/^Nothing was imported\./);
      expect(await databaseDigest(t.db)).toBe(before);
    });
  });

  it('refuses an archive over the size cap before reading it', async () => {
    const c = await signUp(t.app, 'huge@example.com');
    const res = await t.app.request(accountDataPaths.importArchive(c.executiveId), {
      method: 'POST',
      headers: { Cookie: c.cookie, 'Content-Type': 'application/zip', 'Content-Length': String(MAX_IMPORT_BYTES + 1) },
      body: new Uint8Array(zipBytes),
    });
    expect(res.status).toBe(413);
  });

  it('accepts only a ZIP body', async () => {
    const c = await signUp(t.app, 'type@example.com');
    const res = await t.app.request(accountDataPaths.importArchive(c.executiveId), {
      method: 'POST',
      headers: { Cookie: c.cookie, 'Content-Type': 'text/plain' },
      body: 'x',
    });
    expect(res.status).toBe(415);
  });
});
