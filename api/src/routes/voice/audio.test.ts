import { describe, expect, it } from 'vitest';
import { MAX_AUDIO_BYTES, apiPaths, type VoiceRecording } from '@provana/contracts';
import { createTestContext, get, tableCounts, type TestContext } from '../../../test/helpers';
import { AUDIO_QUOTA_BYTES } from '../../lib/audio-policy';

const path = apiPaths.voiceRecordingAudio(1, 1);
const bytes = Uint8Array.from({ length: 1000 }, (_, i) => i % 256);

function upload(t: TestContext, body: BodyInit, type = 'audio/webm;codecs=opus', extra: Record<string, string> = {}) {
  return t.app.request(path, { method: 'PUT', headers: { Cookie: t.demoCookie, 'Content-Type': type, ...extra }, body });
}

describe('recording audio', () => {
  it('stores raw audio, sets the audioFileUrl and serves it back with its content type', async () => {
    const t = await createTestContext();
    const res = await upload(t, bytes);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ audioFileUrl: path, size: 1000 });
    const list = (await (await get(t.app, apiPaths.voiceRecordings(1), t.demoCookie)).json()) as VoiceRecording[];
    expect(list.find((r) => r.id === 1)?.audioFileUrl).toBe(path);
    const audio = await get(t.app, path, t.demoCookie);
    expect(audio.status).toBe(200);
    expect(audio.headers.get('content-type')).toBe('audio/webm;codecs=opus');
    expect(audio.headers.get('accept-ranges')).toBe('bytes');
    expect(new Uint8Array(await audio.arrayBuffer())).toEqual(bytes);
  });

  it('serves byte ranges with 206 and Content-Range so a player can seek', async () => {
    const t = await createTestContext();
    await upload(t, bytes);
    const range = (r: string) => t.app.request(path, { headers: { Cookie: t.demoCookie, Range: r } });
    const mid = await range('bytes=100-199');
    expect(mid.status).toBe(206);
    expect(mid.headers.get('content-range')).toBe('bytes 100-199/1000');
    expect(new Uint8Array(await mid.arrayBuffer())).toEqual(bytes.slice(100, 200));
    const open = await range('bytes=990-');
    expect(open.headers.get('content-range')).toBe('bytes 990-999/1000');
    const suffix = await range('bytes=-10');
    expect(new Uint8Array(await suffix.arrayBuffer())).toEqual(bytes.slice(990));
    const beyond = await range('bytes=5000-6000');
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get('content-range')).toBe('bytes */1000');
  });

  it('refuses a non-audio content type (multipart included) with 415', async () => {
    const t = await createTestContext();
    const before = await tableCounts(t.db);
    expect((await upload(t, bytes, 'multipart/form-data; boundary=x')).status).toBe(415);
    expect((await upload(t, bytes, 'application/json')).status).toBe(415);
    expect((await upload(t, bytes, 'audio/x-html')).status).toBe(415);
    expect((await upload(t, bytes, 'audio/svg+xml')).status).toBe(415);
    expect(await tableCounts(t.db)).toEqual(before);
  });

  it('refuses audio over the limit with 413, by Content-Length and by counting', async () => {
    const t = await createTestContext();
    const declared = await upload(t, bytes, 'audio/webm', { 'Content-Length': String(MAX_AUDIO_BYTES + 1) });
    expect(declared.status).toBe(413);
    expect(await declared.json()).toMatchObject({ error: { code: 'payload_too_large' } });
    const big = new Uint8Array(MAX_AUDIO_BYTES + 1);
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < big.length; i += 1 << 20) controller.enqueue(big.subarray(i, i + (1 << 20)));
        controller.close();
      },
    });
    const counted = await t.app.request(path, {
      method: 'PUT',
      headers: { Cookie: t.demoCookie, 'Content-Type': 'audio/ogg' },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(counted.status).toBe(413);
    expect(await t.repos.voiceAudio.info(1)).toBeUndefined();
  });

  it('answers 404 for an unknown recording and for a recording without audio', async () => {
    const t = await createTestContext();
    expect(
      (
        await t.app.request(apiPaths.voiceRecordingAudio(1, 999), {
          method: 'PUT',
          headers: { Cookie: t.demoCookie, 'Content-Type': 'audio/webm' },
          body: bytes,
        })
      ).status,
    ).toBe(404);
    expect((await get(t.app, path, t.demoCookie)).status).toBe(404);
  });

  it('rejects an empty audio body with 400', async () => {
    const t = await createTestContext();
    expect((await upload(t, new Uint8Array(0))).status).toBe(400);
  });

  it('serves audio as a download that is never sniffed or rendered as a page', async () => {
    const t = await createTestContext();
    await upload(t, bytes, 'audio/ogg');
    const audio = await get(t.app, path, t.demoCookie);
    expect(audio.headers.get('content-type')).toBe('audio/ogg');
    expect(audio.headers.get('x-content-type-options')).toBe('nosniff');
    expect(audio.headers.get('content-disposition')).toBe('attachment; filename="recording-1.ogg"');
  });

  it('serves a stored type that is not on the allow-list as opaque bytes', async () => {
    const t = await createTestContext();
    await upload(t, bytes);
    await t.exec("UPDATE voice_audio SET content_type = 'text/html' WHERE recording_id = 1");
    expect((await get(t.app, path, t.demoCookie)).headers.get('content-type')).toBe('application/octet-stream');
  });

  it('refuses an upload past the account quota with 413 and writes nothing; replacing a recording counts once', async () => {
    const t = await createTestContext();
    // Another recording already holds all but 500 bytes of the quota (its size as stored).
    await t.exec(
      "INSERT INTO voice_audio (recording_id, content_type, size, data, uploaded_at) VALUES (2, 'audio/webm', ?, ?, '2025-03-12T09:00:00')",
      AUDIO_QUOTA_BYTES - 500,
      Buffer.from([0]),
    );
    const before = await tableCounts(t.db);
    const over = await upload(t, bytes);
    expect(over.status).toBe(413);
    expect(await over.json()).toMatchObject({ error: { code: 'storage_quota_exceeded', message: expect.stringMatching(/200 MB/) } });
    expect(await t.repos.voiceAudio.info(1)).toBeUndefined();
    expect(await tableCounts(t.db)).toEqual(before);
    expect((await upload(t, bytes.slice(0, 400))).status).toBe(200);
    // Replacing recording 1's 400 bytes with 450: the old bytes do not count against the new ones.
    expect((await upload(t, bytes.slice(0, 450))).status).toBe(200);
  });

  it('stores only one of two concurrent uploads that together pass the quota', async () => {
    const t = await createTestContext();
    // Recording 3 holds all but 1500 bytes: 1000 more fit, 2000 do not.
    await t.exec(
      "INSERT INTO voice_audio (recording_id, content_type, size, data, uploaded_at) VALUES (3, 'audio/webm', ?, ?, '2025-03-12T09:00:00')",
      AUDIO_QUOTA_BYTES - 1500,
      Buffer.from([0]),
    );
    const put = (id: number) =>
      t.app.request(apiPaths.voiceRecordingAudio(1, id), { method: 'PUT', headers: { Cookie: t.demoCookie, 'Content-Type': 'audio/webm' }, body: bytes });
    const statuses = (await Promise.all([put(1), put(2)])).map((r) => r.status);
    expect(statuses.sort()).toEqual([200, 413]);
    expect(await t.rows('SELECT recording_id FROM voice_audio WHERE recording_id IN (1, 2)')).toHaveLength(1);
    const urls = await t.rows<{ audio_file_url: string | null }>(
      'SELECT audio_file_url FROM voice_recordings WHERE id IN (1, 2) AND audio_file_url IS NOT NULL',
    );
    expect(urls).toHaveLength(1);
  });
});
