// After the server transcribes a recording (on upload or on Retry), it is analysed as the creation
// path would have: insights, actions, tags, the requested task once, and full-text search finds it.
// The transcription status is stored with the recording. Both databases.
import { describe, expect, it } from 'vitest';
import { apiPaths, type RetryTranscriptionResponse, type VoiceAudioUploadResponse } from '@provana/contracts';
import { send, signUp, type TestContext } from '../../../test/helpers';
import { fakeModelServerForFile } from '../../../test/support/fake-model-server-for-file';
import {
  createRecording,
  optedInContext,
  searchIds,
  setTranscribeOnServer,
  storedRecording,
  transcriptionRequests,
  uploadAudio,
} from '../../../test/support/speech-to-text';

const fake = fakeModelServerForFile();
const SPOKEN = 'Call the board about the merger on Friday.';

// A JSON mutation like every other (the guard refuses other content types: no cross-site form posts).
const retry = (t: TestContext, id: number, cookie = t.demoCookie, executiveId = 1) =>
  send(t.app, 'POST', apiPaths.voiceRecordingTranscription(executiveId, id), {}, cookie);
const voiceTaskIds = async (t: TestContext) =>
  (await t.rows<{ id: number }>("SELECT id FROM priorities WHERE executive_id = 1 AND source = 'voice' ORDER BY id")).map((r) => Number(r.id));

describe('a recording transcribed on the server', () => {
  it('is pending until its audio arrives, then analysed from the new transcript: insights, tags, the task, search', async () => {
    fake.transcript = SPOKEN;
    const t = await optedInContext(fake);
    const seededTasks = await voiceTaskIds(t);
    const created = await createRecording(t);
    expect(created.recording.transcriptionStatus).toBe('pending');
    expect(created.createdPriorityId).toBeNull();
    const placeholder = created.recording.insights.topIdea;
    expect(await searchIds(t, 'merger')).toEqual([]);

    const upload = (await (await uploadAudio(t, created.recording.id)).json()) as VoiceAudioUploadResponse;
    expect(upload).toMatchObject({ transcription: 'done', transcript: SPOKEN });
    expect(upload.recording?.transcriptionStatus).toBe('done');
    expect(upload.recording?.insights.topIdea).not.toBe(placeholder);
    expect(upload.recording?.insights.topIdea.toLowerCase()).toContain('board');
    expect(upload.recording?.actions.todoCreated).toBe(true);
    expect(upload.createdPriorityId).toEqual(expect.any(Number));

    const stored = await storedRecording(t, created.recording.id);
    expect(stored).toMatchObject({ transcript: SPOKEN, transcriptionStatus: 'done', insights: upload.recording?.insights, tags: upload.recording?.tags });
    expect(await voiceTaskIds(t)).toEqual([...seededTasks, upload.createdPriorityId]);
    expect(await t.row('SELECT task FROM priorities WHERE id = ?', upload.createdPriorityId)).toEqual({ task: expect.stringMatching(/board/i) });
    expect(await searchIds(t, 'merger')).toEqual([created.recording.id]);
  });

  it('is marked failed when the speech server fails, and Retry transcribes and analyses it', async () => {
    fake.transcript = SPOKEN;
    const t = await optedInContext(fake);
    const seededTasks = await voiceTaskIds(t);
    const { recording } = await createRecording(t);
    fake.failTranscription({ kind: 'status', status: 503 });
    expect(await (await uploadAudio(t, recording.id)).json()).toMatchObject({ transcription: 'failed', transcript: '' });
    expect((await storedRecording(t, recording.id))?.transcriptionStatus).toBe('failed');

    fake.failTranscription({ kind: 'status', status: 500 });
    const failedAgain = await retry(t, recording.id);
    expect(failedAgain.status).toBe(200);
    expect(await failedAgain.json()).toMatchObject({
      transcription: 'failed',
      recording: { transcriptionStatus: 'failed', transcript: '' },
      createdPriorityId: null,
    });

    const res = await retry(t, recording.id);
    expect(res.status).toBe(200);
    const body = (await res.json()) as RetryTranscriptionResponse;
    expect(body).toMatchObject({ transcription: 'done', recording: { transcript: SPOKEN, transcriptionStatus: 'done', actions: { todoCreated: true } } });
    expect(body.createdPriorityId).toEqual(expect.any(Number));
    expect(await searchIds(t, 'board merger')).toEqual([recording.id]);
    expect(transcriptionRequests(fake)).toHaveLength(3);

    // Transcribed: a second Retry is refused (edit it instead), and creates no second task.
    const again = await retry(t, recording.id);
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ error: { code: 'transcript_present' } });
    expect(await voiceTaskIds(t)).toEqual([...seededTasks, body.createdPriorityId]);
  });

  it('refuses Retry for another executive (404 for a recording not theirs, 403 on the path), without audio, or when not opted in', async () => {
    const t = await optedInContext(fake);
    const { recording } = await createRecording(t);
    const other = await signUp(t.app);
    await setTranscribeOnServer(t, true, other.cookie, other.executiveId);
    expect((await retry(t, recording.id, other.cookie, other.executiveId)).status).toBe(404);
    expect((await retry(t, recording.id, other.cookie, 1)).status).toBe(403);
    expect((await retry(t, 999_999)).status).toBe(404);
    expect((await send(t.app, 'POST', `${apiPaths.voiceRecordings(1)}/abc/transcription`, {}, t.demoCookie)).status).toBe(400);

    const noAudio = await retry(t, recording.id);
    expect(noAudio.status).toBe(409);
    expect(await noAudio.json()).toMatchObject({ error: { code: 'no_audio' } });

    await setTranscribeOnServer(t, false);
    const off = await retry(t, recording.id);
    expect(off.status).toBe(409);
    expect(await off.json()).toMatchObject({ error: { code: 'transcription_not_enabled' } });
    expect(transcriptionRequests(fake)).toHaveLength(0);
  });
});

describe('an executive who has not opted in', () => {
  it('sends no audio: an empty transcript is refused, the upload answers unavailable and keeps the recording, commands get 409', async () => {
    const t = await optedInContext(fake);
    const { recording } = await createRecording(t);
    await setTranscribeOnServer(t, false);

    const empty = await send(t.app, 'POST', apiPaths.voiceRecording, { transcript: '', durationSeconds: 5, executiveId: 1 }, t.demoCookie);
    expect(empty.status).toBe(400);
    expect(await empty.json()).toMatchObject({ error: { field: 'transcript' } });

    const upload = await uploadAudio(t, recording.id);
    expect(upload.status).toBe(200);
    expect(await upload.json()).toMatchObject({ success: true, transcription: 'unavailable', transcript: '' });
    // Kept, with its audio; nothing will transcribe it here, so it says so (type it, or opt in and retry).
    expect((await storedRecording(t, recording.id))?.transcriptionStatus).toBe('failed');
    expect((await t.app.request(apiPaths.voiceRecordingAudio(1, recording.id), { headers: { Cookie: t.demoCookie } })).status).toBe(200);

    const command = await t.app.request(apiPaths.voiceCommandTranscription(1), {
      method: 'POST',
      headers: { Cookie: t.demoCookie, 'Content-Type': 'audio/webm' },
      body: new Uint8Array([1, 2, 3]),
    });
    expect(command.status).toBe(409);
    expect(await command.json()).toMatchObject({ error: { code: 'transcription_not_enabled', message: expect.stringMatching(/Settings/) } });
    expect(transcriptionRequests(fake)).toHaveLength(0);
  });
});
