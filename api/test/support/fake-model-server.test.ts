// The fake server speaks the wire format the real client expects, including multipart uploads.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import OpenAI, { toFile } from 'openai';
import { startFakeModelServer, type FakeModelServer } from './fake-model-server';

let fake: FakeModelServer;
let client: OpenAI;
beforeAll(async () => {
  fake = await startFakeModelServer();
  client = new OpenAI({ baseURL: fake.baseURL, apiKey: 'test', maxRetries: 0, logLevel: 'off' });
});
afterAll(() => fake.close());

describe('the fake model server', () => {
  it('transcribes a multipart audio upload', async () => {
    fake.transcript = 'Schedule the board prep for Friday.';
    const result = await client.audio.transcriptions.create({
      file: await toFile(Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), 'note.webm', { type: 'audio/webm' }),
      model: 'whisper-1',
    });
    expect(result.text).toBe('Schedule the board prep for Friday.');
    expect(fake.requests.at(-1)).toMatchObject({ method: 'POST', path: '/v1/audio/transcriptions' });
  });

  it('answers 429 with Retry-After', async () => {
    fake.reply({ kind: 'status', status: 429, retryAfter: 12 });
    const error = await client.chat.completions.create({ model: 'm', messages: [{ role: 'user', content: 'hi' }] }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OpenAI.RateLimitError);
    expect((error as InstanceType<typeof OpenAI.RateLimitError>).headers.get('retry-after')).toBe('12');
  });

  it('returns plain tool calls with their arguments as JSON text', async () => {
    fake.reply({ kind: 'tools', calls: [{ name: 'complete_task', arguments: { priorityId: 3 } }] });
    const completion = await client.chat.completions.create({ model: 'm', messages: [{ role: 'user', content: 'done' }] });
    const call = completion.choices[0]?.message.tool_calls?.[0];
    expect(call?.type === 'function' ? [call.function.name, JSON.parse(call.function.arguments)] : null).toEqual(['complete_task', { priorityId: 3 }]);
    expect(completion.choices[0]?.finish_reason).toBe('tool_calls');
  });
});
