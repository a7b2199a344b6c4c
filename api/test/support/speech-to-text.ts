// Helpers for server speech-to-text tests: a context whose speech server is the fake model server,
// the executive opted in or not, recordings created empty, their audio uploaded.
import { expect } from 'vitest';
import { apiPaths, type CreateVoiceRecordingResponse, type VoiceRecording } from '@provana/contracts';
import type { ModelConfig } from '../../src/assistant/model/model-config';
import { createTestContext, get, send, type TestContext, type TestContextOptions } from '../helpers';
import type { FakeModelServer } from './fake-model-server';

export const STT_KEY = 'sk-stt-never-leaves-the-server';
export const AUDIO = Uint8Array.from({ length: 1000 }, (_, i) => i % 256);

export const sttConfig = (fake: FakeModelServer, timeoutMs = 2000): ModelConfig => ({
  baseURL: fake.baseURL,
  model: 'whisper-small',
  apiKey: STT_KEY,
  timeoutMs,
});

export const transcriptionRequests = (fake: FakeModelServer) => fake.requests.filter((r) => r.path === '/v1/audio/transcriptions');

export async function setTranscribeOnServer(t: TestContext, on: boolean, cookie = t.demoCookie, executiveId = 1): Promise<void> {
  expect((await send(t.app, 'PUT', apiPaths.assistantSettings(executiveId), { transcribeOnServer: on }, cookie)).status).toBe(200);
}

/** The fake as speech server, the demo executive opted in. */
export async function optedInContext(fake: FakeModelServer, options: TestContextOptions & { timeoutMs?: number } = {}): Promise<TestContext> {
  const { timeoutMs, ...rest } = options;
  const t = await createTestContext({ ...rest, stt: sttConfig(fake, timeoutMs) });
  await setTranscribeOnServer(t, true);
  return t;
}

export async function createRecording(t: TestContext, transcript = ''): Promise<CreateVoiceRecordingResponse> {
  const res = await send(t.app, 'POST', apiPaths.voiceRecording, { transcript, durationSeconds: 5, executiveId: 1 }, t.demoCookie);
  expect(res.status).toBe(201);
  return (await res.json()) as CreateVoiceRecordingResponse;
}

export function uploadAudio(t: TestContext, recordingId: number, type = 'audio/webm;codecs=opus') {
  return t.app.request(apiPaths.voiceRecordingAudio(1, recordingId), { method: 'PUT', headers: { Cookie: t.demoCookie, 'Content-Type': type }, body: AUDIO });
}

export async function storedRecording(t: TestContext, id: number): Promise<VoiceRecording | undefined> {
  const list = (await (await get(t.app, apiPaths.voiceRecordings(1), t.demoCookie)).json()) as VoiceRecording[];
  return list.find((r) => r.id === id);
}

/** The ids of the demo executive's recordings a search finds. */
export async function searchIds(t: TestContext, q: string): Promise<number[]> {
  const res = await get(t.app, `${apiPaths.voiceSearch(1)}?q=${encodeURIComponent(q)}`, t.demoCookie);
  expect(res.status).toBe(200);
  return ((await res.json()) as { results: { recording: { id: number } }[] }).results.map((r) => r.recording.id);
}
