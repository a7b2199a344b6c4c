// Server speech-to-text against the fake OpenAI-compatible server on loopback.
import { beforeEach, describe, expect, it } from 'vitest';
import {
  MAX_COMMAND_AUDIO_BYTES,
  apiPaths,
  type AssistantSettings,
  type CreateVoiceRecordingResponse,
  type VoiceAudioUploadResponse,
  type VoiceRecording,
} from '@provana/contracts';
import { createTestContext, get, send, signUp, type TestContext } from '../../../test/helpers';
import { fakeModelServerForFile } from '../../../test/support/fake-model-server-for-file';

const SECRET_KEY = 'sk-stt-never-leaves-the-server';
const bytes = Uint8Array.from({ length: 1000 }, (_, i) => i % 256);
const fake = fakeModelServerForFile();
beforeEach(() => {
  fake.transcript = 'Call the board about the merger on Friday.';
});

const sttConfig = (timeoutMs = 2000) => ({ baseURL: fake.baseURL, model: 'whisper-small', apiKey: SECRET_KEY, timeoutMs });
const transcriptionRequests = () => fake.requests.filter((r) => r.path === '/v1/audio/transcriptions');

/** A context with the speech server configured and the demo executive opted in (Settings → Assistant). */
async function optedIn(timeoutMs?: number): Promise<TestContext> {
  const t = await createTestContext({ stt: sttConfig(timeoutMs) });
  expect((await send(t.app, 'PUT', apiPaths.assistantSettings(1), { transcribeOnServer: true }, t.demoCookie)).status).toBe(200);
  return t;
}

async function createRecording(t: TestContext, transcript = ''): Promise<number> {
  const res = await send(t.app, 'POST', apiPaths.voiceRecording, { transcript, durationSeconds: 5, executiveId: 1 }, t.demoCookie);
  expect(res.status).toBe(201);
  return ((await res.json()) as CreateVoiceRecordingResponse).recording.id;
}

function upload(t: TestContext, recordingId: number, type = 'audio/webm;codecs=opus') {
  return t.app.request(apiPaths.voiceRecordingAudio(1, recordingId), { method: 'PUT', headers: { Cookie: t.demoCookie, 'Content-Type': type }, body: bytes });
}

function command(t: TestContext, body: BodyInit, type = 'audio/webm', cookie = t.demoCookie, executiveId = 1) {
  return t.app.request(apiPaths.voiceCommandTranscription(executiveId), { method: 'POST', headers: { Cookie: cookie, 'Content-Type': type }, body });
}

async function storedTranscript(t: TestContext, id: number): Promise<string | undefined> {
  const list = (await (await get(t.app, apiPaths.voiceRecordings(1), t.demoCookie)).json()) as VoiceRecording[];
  return list.find((r) => r.id === id)?.transcript;
}

describe('speech-to-text on the server, configured', () => {
  it('transcribes a recording uploaded without a transcript and stores it, sending the key only to the speech server', async () => {
    const t = await optedIn();
    const id = await createRecording(t);
    const res = await upload(t, id);
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(JSON.parse(text)).toMatchObject({
      success: true,
      transcription: 'done',
      transcript: 'Call the board about the merger on Friday.',
      size: 1000,
    } satisfies Partial<VoiceAudioUploadResponse>);
    expect(text).not.toContain(SECRET_KEY);
    expect(await storedTranscript(t, id)).toBe('Call the board about the merger on Friday.');
    const [request] = transcriptionRequests();
    expect(transcriptionRequests()).toHaveLength(1);
    expect(request?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(request?.headers.authorization).toBe(`Bearer ${SECRET_KEY}`);
    expect(String(request?.body)).toContain('whisper-small');
    expect(String(request?.body)).toContain(`filename="recording-${id}.webm"`);
  });

  it('leaves a recording that has a transcript alone, without asking the speech server', async () => {
    const t = await optedIn();
    const id = await createRecording(t, 'Typed by hand.');
    expect(await (await upload(t, id)).json()).toMatchObject({ transcription: 'not-needed', transcript: 'Typed by hand.' });
    expect(transcriptionRequests()).toHaveLength(0);
  });

  it('keeps the upload when the speech server answers 500: no transcript, marked failed', async () => {
    const t = await optedIn();
    const id = await createRecording(t);
    fake.failTranscription({ kind: 'status', status: 500 });
    const res = await upload(t, id);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ success: true, transcription: 'failed', transcript: '' });
    expect(await storedTranscript(t, id)).toBe('');
    expect((await get(t.app, apiPaths.voiceRecordingAudio(1, id), t.demoCookie)).status).toBe(200);
  });

  it('keeps the upload when the speech server stalls past the timeout: marked failed', async () => {
    const t = await optedIn(300);
    const id = await createRecording(t);
    fake.failTranscription({ kind: 'stall' });
    const started = Date.now();
    const res = await upload(t, id);
    expect(Date.now() - started).toBeLessThan(3000);
    expect(await res.json()).toMatchObject({ transcription: 'failed', transcript: '' });
    expect(await storedTranscript(t, id)).toBe('');
  });

  it('says so in the assistant settings', async () => {
    const t = await optedIn();
    expect(((await (await get(t.app, apiPaths.assistantSettings(1), t.demoCookie)).json()) as AssistantSettings).speechToText).toBe(true);
  });

  it('transcribes a spoken command: audio in, text out, nothing stored', async () => {
    const t = await optedIn();
    const res = await command(t, bytes, 'audio/ogg;codecs=opus');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ text: 'Call the board about the merger on Friday.' });
    expect(String(transcriptionRequests()[0]?.body)).toContain('filename="command.ogg"');
  });

  it('refuses bad command audio: wrong type, empty, too large, another executive', async () => {
    const t = await optedIn();
    expect((await command(t, bytes, 'text/plain')).status).toBe(415);
    expect((await command(t, bytes, 'application/json')).status).toBe(415);
    const empty = await command(t, new Uint8Array(0));
    expect(empty.status).toBe(400);
    expect(await empty.json()).toMatchObject({ error: { code: 'empty_body' } });
    expect((await command(t, new Uint8Array(MAX_COMMAND_AUDIO_BYTES + 1))).status).toBe(413);
    const other = await signUp(t.app);
    expect((await command(t, bytes, 'audio/webm', other.cookie, 1)).status).toBe(403);
    expect(
      (await t.app.request(apiPaths.voiceCommandTranscription(1), { method: 'POST', headers: { 'Content-Type': 'audio/webm' }, body: bytes })).status,
    ).toBe(401);
    expect(transcriptionRequests()).toHaveLength(0);
  });

  it('answers 502 when the speech server fails a command', async () => {
    const t = await optedIn();
    fake.failTranscription({ kind: 'status', status: 500 });
    const res = await command(t, bytes);
    expect(res.status).toBe(502);
    expect(await res.text()).not.toContain(SECRET_KEY);
  });
});

describe('speech-to-text on the server, not configured', () => {
  it('behaves as before and never reaches the speech server (even with a chat model configured)', async () => {
    const t = await createTestContext({ model: { baseURL: fake.baseURL, model: 'fake-chat', timeoutMs: 2000 } });
    const empty = await send(t.app, 'POST', apiPaths.voiceRecording, { transcript: '', durationSeconds: 5, executiveId: 1 }, t.demoCookie);
    expect(empty.status).toBe(400);
    expect(await empty.json()).toMatchObject({ error: { field: 'transcript' } });
    const id = await createRecording(t, 'Typed by hand.');
    expect(await (await upload(t, id)).json()).toMatchObject({ transcription: 'not-needed', transcript: 'Typed by hand.' });
    const res = await command(t, bytes);
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ error: { code: 'speech_to_text_unavailable' } });
    expect(((await (await get(t.app, apiPaths.assistantSettings(1), t.demoCookie)).json()) as AssistantSettings).speechToText).toBe(false);
    expect(transcriptionRequests()).toHaveLength(0);
  });
});
