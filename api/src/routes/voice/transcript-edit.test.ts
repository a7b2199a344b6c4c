// PATCH …/voice-recordings/:id { transcript }: the executive's own transcript replaces the stored one
// and is analysed anew (insights, tags, the requested task at most once, search). Both databases.
import { describe, expect, it } from 'vitest';
import { MAX_TRANSCRIPT_CHARS, apiPaths, type VoiceRecordingAnalysisResponse } from '@provana/contracts';
import { createTestContext, send, signUp, type TestContext } from '../../../test/helpers';
import { fakeModelServerForFile } from '../../../test/support/fake-model-server-for-file';
import { createRecording, optedInContext, searchIds, storedRecording, transcriptionRequests, uploadAudio } from '../../../test/support/speech-to-text';

const fake = fakeModelServerForFile();

const edit = (t: TestContext, id: number, body: unknown, cookie = t.demoCookie, executiveId = 1) =>
  send(t.app, 'PATCH', apiPaths.voiceRecordingEntry(executiveId, id), body, cookie);
const voiceTaskCount = async (t: TestContext) =>
  Number((await t.row<{ n: number }>("SELECT count(*) AS n FROM priorities WHERE executive_id = 1 AND source = 'voice'"))?.n);

describe('editing a stored transcript', () => {
  it('replaces the transcript, analyses it anew and keeps search in step', async () => {
    const t = await createTestContext();
    const { recording } = await createRecording(t, 'Thinking about the gondola venue for the retreat.');
    expect(await searchIds(t, 'gondola')).toEqual([recording.id]);

    const res = await edit(t, recording.id, { transcript: '  Our zeppelin procurement for engineers looks thin.  ' });
    expect(res.status).toBe(200);
    const body = (await res.json()) as VoiceRecordingAnalysisResponse;
    expect(body.recording).toMatchObject({ id: recording.id, transcript: 'Our zeppelin procurement for engineers looks thin.', transcriptionStatus: 'none' });
    expect(body.recording.insights.topIdea).not.toBe(recording.insights.topIdea);
    expect(await storedRecording(t, recording.id)).toEqual(body.recording);
    expect(await searchIds(t, 'gondola')).toEqual([]);
    expect(await searchIds(t, 'zeppelin procurement')).toEqual([recording.id]);
  });

  it('creates the requested task once per recording, however often it is edited', async () => {
    const t = await createTestContext();
    const start = await voiceTaskCount(t);
    const { recording, createdPriorityId } = await createRecording(t, 'Reflecting on a calm week.');
    expect(createdPriorityId).toBeNull();

    const first = (await (await edit(t, recording.id, { transcript: 'Remind me to send the board deck tomorrow.' })).json()) as VoiceRecordingAnalysisResponse;
    expect(first.createdPriorityId).toEqual(expect.any(Number));
    expect(first.recording.actions.todoCreated).toBe(true);
    const second = (await (await edit(t, recording.id, { transcript: 'Remind me to book the offsite venue.' })).json()) as VoiceRecordingAnalysisResponse;
    expect(second.createdPriorityId).toBeNull();
    expect(second.recording.actions.todoCreated).toBe(true);
    expect(await voiceTaskCount(t)).toBe(start + 1);

    // A recording whose creation made its task makes none on an edit either.
    const typed = await createRecording(t, 'Call the CFO about the budget.');
    expect(typed.createdPriorityId).toEqual(expect.any(Number));
    expect(
      ((await (await edit(t, typed.recording.id, { transcript: 'Email the CFO about the budget.' })).json()) as VoiceRecordingAnalysisResponse)
        .createdPriorityId,
    ).toBeNull();
    expect(await voiceTaskCount(t)).toBe(start + 2);
  });

  it('rejects an empty, overlong or unknown body naming the field, and changes nothing', async () => {
    const t = await createTestContext();
    const { recording } = await createRecording(t, 'Keep this.');
    for (const [body, field] of [
      [{ transcript: '   ' }, 'transcript'],
      [{ transcript: 'x'.repeat(MAX_TRANSCRIPT_CHARS + 1) }, 'transcript'],
      [{}, 'transcript'],
      [{ transcript: 'ok', extra: 1 }, ''],
    ] as const) {
      const res = await edit(t, recording.id, body);
      expect(res.status).toBe(400);
      const json = (await res.json()) as { error: { code: string; field?: string } };
      expect(json.error.code).toBe('validation_error');
      if (field) expect(json.error.field).toBe(field);
    }
    expect((await edit(t, recording.id, { transcript: 'x'.repeat(MAX_TRANSCRIPT_CHARS) })).status).toBe(200);
  });

  it("answers 404 for a recording that is not the executive's and 403 on another executive's path", async () => {
    const t = await createTestContext();
    const { recording } = await createRecording(t, 'Mine.');
    const other = await signUp(t.app);
    expect((await edit(t, recording.id, { transcript: 'Theirs.' }, other.cookie, other.executiveId)).status).toBe(404);
    expect((await edit(t, recording.id, { transcript: 'Theirs.' }, other.cookie, 1)).status).toBe(403);
    expect((await edit(t, 999_999, { transcript: 'Nobody.' })).status).toBe(404);
    expect((await storedRecording(t, recording.id))?.transcript).toBe('Mine.');
  });

  it('wins over a pending server transcription: the audio is kept, nothing is sent to the speech server', async () => {
    const t = await optedInContext(fake);
    const { recording } = await createRecording(t);
    expect((await edit(t, recording.id, { transcript: 'Typed before the upload.' })).status).toBe(200);
    expect(await (await uploadAudio(t, recording.id)).json()).toMatchObject({ transcription: 'not-needed', transcript: 'Typed before the upload.' });
    expect(await storedRecording(t, recording.id)).toMatchObject({
      transcript: 'Typed before the upload.',
      transcriptionStatus: 'none',
      audioFileUrl: expect.any(String),
    });
    expect(transcriptionRequests(fake)).toHaveLength(0);
  });
});
