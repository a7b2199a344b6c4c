// The operator's log line when a provider fails: one structured warn line with the use, the host and
// the reason, never the key nor the executive's texts or audio.
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { apiPaths } from '@provana/contracts';
import { send } from '../../../test/helpers';
import { fakeModelServerForFile } from '../../../test/support/fake-model-server-for-file';
import { optedInContext, createRecording, uploadAudio } from '../../../test/support/speech-to-text';
import { failureReason, InvalidProviderOutput } from './provider-failure';

const fake = fakeModelServerForFile();
const MODEL_KEY = 'sk-model-key-never-logged';
const SECRET_TEXT = 'Confidential: acquire Zephyrcorp before the quarterly call.';

function capture() {
  const lines: string[] = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(line) });
  const failures = () => lines.map((l) => JSON.parse(l) as Record<string, unknown>).filter((l) => l.msg === 'assistant provider failed');
  return { logger, lines, failures };
}

async function modelContext(log: ReturnType<typeof capture>, timeoutMs = 2000) {
  const t = await optedInContext(fake, { logger: log.logger, model: { baseURL: fake.baseURL, model: 'fake-chat', apiKey: MODEL_KEY, timeoutMs } });
  expect((await send(t.app, 'PUT', apiPaths.assistantSettings(1), { choice: 'model' }, t.demoCookie)).status).toBe(200);
  return t;
}

describe('provider failure log', () => {
  it('writes one warn line per failed use: recording insights on 429, transcription on 500', async () => {
    const log = capture();
    const t = await modelContext(log);
    fake.reply({ kind: 'status', status: 429, retryAfter: 5 });
    await createRecording(t, SECRET_TEXT);
    const { recording } = await createRecording(t);
    fake.failTranscription({ kind: 'status', status: 500 });
    await uploadAudio(t, recording.id);

    const host = new URL(fake.baseURL).host;
    expect(log.failures()).toEqual([
      expect.objectContaining({ level: 40, provider: 'model', use: 'recording-insights', host, reason: 'http-status', status: 429 }),
      expect.objectContaining({ level: 40, provider: 'speech-to-text', use: 'transcription', host, reason: 'http-status', status: 500 }),
    ]);
    const all = log.lines.join('\n');
    for (const secret of [MODEL_KEY, 'sk-stt-never-leaves-the-server', 'Zephyrcorp', 'Confidential']) expect(all).not.toContain(secret);
  });

  it('names a timeout and output that does not validate', async () => {
    const log = capture();
    const t = await modelContext(log, 300);
    fake.reply({ kind: 'stall' });
    await createRecording(t, SECRET_TEXT);
    fake.reply({ kind: 'text', text: '{"insights": "not the schema"}' });
    await createRecording(t, SECRET_TEXT);
    expect(log.failures().map((f) => [f.use, f.reason])).toEqual([
      ['recording-insights', 'timeout'],
      ['recording-insights', 'invalid-output'],
    ]);
    expect(log.lines.join('\n')).not.toContain('Zephyrcorp');
  });

  it('classifies errors without reading their messages', () => {
    expect(failureReason(new InvalidProviderOutput('x'))).toEqual({ reason: 'invalid-output' });
    expect(failureReason(new SyntaxError('Unexpected token'))).toEqual({ reason: 'invalid-output' });
    expect(failureReason(Object.assign(new Error('aborted'), { name: 'AbortError' }))).toEqual({ reason: 'timeout' });
  });
});
