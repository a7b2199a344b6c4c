import { describe, expect, it } from 'vitest';
import { apiPaths, type CreateVoiceRecordingResponse, type VoiceSearchResponse } from '@provana/contracts';
import { createTestContext, get, send, signUp, tableCounts, type TestContext } from '../../../test/helpers';

async function record(t: TestContext, transcript: string, cookie = t.demoCookie, executiveId = 1): Promise<number> {
  const res = await send(t.app, 'POST', apiPaths.voiceRecording, { transcript, durationSeconds: 5, executiveId }, cookie);
  expect(res.status).toBe(201);
  return ((await res.json()) as CreateVoiceRecordingResponse).recording.id;
}

async function search(t: TestContext, q: string, extra = '', cookie = t.demoCookie, executiveId = 1) {
  const res = await get(t.app, `${apiPaths.voiceSearch(executiveId)}?q=${encodeURIComponent(q)}${extra}`, cookie);
  return { status: res.status, body: (await res.json()) as VoiceSearchResponse };
}

const marked = (hit: VoiceSearchResponse['results'][number]) => hit.snippet.filter((p) => p.match).map((p) => p.text.toLowerCase());

describe('voice recording search', () => {
  it('finds recordings by a transcript word, stemmed and by prefix, with the words marked', async () => {
    const t = await createTestContext();
    const id = await record(t, 'We decided to streamline the zebrafish onboarding for the Dallas office.');
    const { status, body } = await search(t, 'zebra');
    expect(status).toBe(200);
    expect(body.total).toBe(1);
    expect(body.results[0]?.recording.id).toBe(id);
    expect(body.results[0]?.field).toBe('transcript');
    expect(marked(body.results[0]!)).toEqual(['zebrafish']);
    expect(body.results[0]?.snippet.map((p) => p.text).join('')).toContain('onboarding');
    expect((await search(t, 'decide zebrafish')).body.total).toBe(1); // "decided" by its stem
    expect((await search(t, 'zebrafish giraffe')).body.total).toBe(0); // every word must match
  });

  it('searches the insights too', async () => {
    const t = await createTestContext();
    const id = await record(t, 'Quokka budget review before the board meeting.');
    const recording = (await t.repos.voiceRecordings.get(1, id, true))!;
    const word = recording.insights.topIdea.toLowerCase().match(/[a-z]{5,}/)?.[0] ?? '';
    expect(word).not.toBe('');
    const { body } = await search(t, word);
    expect(body.results.map((r) => r.recording.id)).toContain(id);
  });

  it('ranks the recording that mentions the words most first', async () => {
    const t = await createTestContext();
    const once = await record(t, 'Pangolin mentioned once among many other words about the quarterly plan and hiring.');
    const often = await record(t, 'Pangolin pangolin pangolin: the pangolin plan.');
    const { body } = await search(t, 'pangolin');
    expect(body.results.map((r) => r.recording.id)).toEqual([often, once]);
  });

  it('pages the results and reports the total', async () => {
    const t = await createTestContext();
    for (let i = 0; i < 5; i++) await record(t, `Axolotl note number ${i}`);
    const first = await search(t, 'axolotl', '&pageSize=2');
    const third = await search(t, 'axolotl', '&page=3&pageSize=2');
    expect(first.body).toMatchObject({ total: 5, page: 1, pageSize: 2 });
    expect(first.body.results).toHaveLength(2);
    expect(third.body.results).toHaveLength(1);
    const all = await search(t, 'axolotl', '&pageSize=50');
    expect(new Set(all.body.results.map((r) => r.recording.id)).size).toBe(5);
  });

  it("never returns another executive's recordings", async () => {
    const t = await createTestContext();
    const other = await signUp(t.app);
    await record(t, 'Narwhal strategy for the demo account.');
    const mine = await record(t, 'Narwhal plan of the other account.', other.cookie, other.executiveId);
    const { body } = await search(t, 'narwhal', '', other.cookie, other.executiveId);
    expect(body.results.map((r) => r.recording.id)).toEqual([mine]);
    expect(body.total).toBe(1);
    expect((await search(t, 'narwhal', '', other.cookie, 1)).status).toBe(403);
  });

  it('treats search syntax as plain words and answers an empty result for punctuation', async () => {
    const t = await createTestContext();
    await record(t, 'Okapi NEAR the river.');
    expect((await search(t, 'okapi NEAR (river')).body.total).toBe(1);
    expect((await search(t, '***')).body).toMatchObject({ total: 0, results: [] });
  });

  it('refuses a missing query or a bad page with 400 naming the field', async () => {
    const t = await createTestContext();
    const missing = await get(t.app, apiPaths.voiceSearch(1), t.demoCookie);
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ error: { field: 'q' } });
    expect((await search(t, 'x', '&page=0')).status).toBe(400);
    const big = await get(t.app, `${apiPaths.voiceSearch(1)}?q=x&pageSize=51`, t.demoCookie);
    expect(await big.json()).toMatchObject({ error: { field: 'pageSize' } });
  });
});

describe('deleting a voice recording', () => {
  const del = (t: TestContext, id: number, cookie = t.demoCookie, executiveId = 1) =>
    t.app.request(apiPaths.voiceRecordingEntry(executiveId, id), { method: 'DELETE', headers: { Cookie: cookie } });

  it('removes the recording, its audio and its search entry', async () => {
    const t = await createTestContext();
    const id = await record(t, 'Wombat logistics review.');
    const put = await t.app.request(apiPaths.voiceRecordingAudio(1, id), {
      method: 'PUT',
      headers: { Cookie: t.demoCookie, 'Content-Type': 'audio/webm' },
      body: new Uint8Array([1, 2, 3]),
    });
    expect(put.status).toBe(200);
    const res = await del(t, id);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true });
    expect(await t.repos.voiceRecordings.get(1, id, true)).toBeUndefined();
    expect(await t.repos.voiceAudio.info(id)).toBeUndefined();
    expect((await get(t.app, apiPaths.voiceRecordingAudio(1, id), t.demoCookie)).status).toBe(404);
    expect((await search(t, 'wombat')).body.total).toBe(0);
  });

  it("answers 404 for an unknown id or another executive's recording, deleting nothing", async () => {
    const t = await createTestContext();
    const other = await signUp(t.app);
    const id = await record(t, 'Demo account recording.');
    const before = await tableCounts(t.db);
    expect((await del(t, 999999)).status).toBe(404);
    expect((await del(t, id, other.cookie, other.executiveId)).status).toBe(404);
    expect((await del(t, id, other.cookie, 1)).status).toBe(403);
    expect(await tableCounts(t.db)).toEqual(before);
    expect((await t.app.request(`${apiPaths.voiceRecordings(1)}/abc`, { method: 'DELETE', headers: { Cookie: t.demoCookie } })).status).toBe(400);
  });
});
