// The streamed voice-command answer against the fake server: deltas as they arrive, proposals from
// tool calls, and the built-in answer (after a reset) when the stream fails part-way.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILT_IN_NOTE, type VoiceCommandStreamEvent } from '@provana/contracts';
import { startFakeModelServer, type FakeModelServer } from '../../../test/support/fake-model-server';
import { context } from '../../../test/fixtures/assistant-context';
import { createModelProvider } from './model-provider';
import { streamModelAnswer } from './stream-model-answer';

const TIMEOUT_MS = 300;
let fake: FakeModelServer;
beforeAll(async () => {
  fake = await startFakeModelServer();
});
afterAll(() => fake.close());

async function collect(command = 'What is next?'): Promise<VoiceCommandStreamEvent[]> {
  const provider = createModelProvider({ baseURL: fake.baseURL, model: 'llama3.2', timeoutMs: TIMEOUT_MS });
  const events: VoiceCommandStreamEvent[] = [];
  for await (const event of streamModelAnswer(provider, command, context(), async () => 'Built-in answer.')) events.push(event);
  return events;
}

const textOf = (events: VoiceCommandStreamEvent[]) => events.flatMap((e) => (e.type === 'delta' ? [e.text] : [])).join('');

describe('the streamed model answer', () => {
  it('passes the answer on in several deltas and closes with the model as the author', async () => {
    fake.reply({ kind: 'text', text: 'Your next meeting is Board prep at 09:00 with the CFO.' });
    const events = await collect();
    expect(events.filter((e) => e.type === 'delta').length).toBeGreaterThan(2);
    expect(textOf(events)).toBe('Your next meeting is Board prep at 09:00 with the CFO.');
    expect(events.at(-1)).toEqual({ type: 'done', answeredBy: 'model' });
    expect((fake.requests.at(-1)?.body as { stream: boolean }).stream).toBe(true);
  });

  it('turns tool calls into proposals, dropping a call whose arguments do not validate', async () => {
    fake.reply({
      kind: 'tools',
      text: 'I can add that.',
      calls: [
        { name: 'create_priority', arguments: { task: 'Send the board deck', urgency: 'high', dueDate: '2026-11-24T17:00' } },
        { name: 'schedule_event', arguments: { title: 'Backwards', startTime: '2026-11-24T10:00', endTime: '2026-11-24T09:00' } },
        { name: 'delete_everything', arguments: {} },
      ],
    });
    const events = await collect('Add a priority to send the board deck tomorrow');
    expect(events.filter((e) => e.type === 'proposal')).toEqual([
      { type: 'proposal', action: { kind: 'create_priority', task: 'Send the board deck', description: '', urgency: 'high', dueDate: '2026-11-24T17:00' } },
    ]);
    expect(events.at(-1)).toEqual({ type: 'done', answeredBy: 'model' });
    const tools = (fake.requests.at(-1)?.body as { tools: { function: { name: string } }[] }).tools.map((t) => t.function.name);
    expect(tools).toEqual(['create_priority', 'add_memory_note', 'schedule_event', 'complete_task']);
  });

  it('resets and gives the built-in answer with the note when the stream is cut mid-way', async () => {
    fake.reply({ kind: 'cut', text: 'Your next meeting is Board prep at 09:00 with the CFO.' });
    const events = await collect();
    const reset = events.findIndex((e) => e.type === 'reset');
    expect(reset).toBeGreaterThan(0);
    expect(textOf(events.slice(reset))).toBe('Built-in answer.');
    expect(events.at(-1)).toEqual({ type: 'done', answeredBy: 'built-in', note: BUILT_IN_NOTE });
  });

  for (const [name, reply] of [
    ['a stall', { kind: 'stall' }],
    ['malformed JSON', { kind: 'malformed' }],
    ['429', { kind: 'status', status: 429, retryAfter: 5 }],
    ['500', { kind: 'status', status: 500 }],
  ] as const) {
    it(`answers with the built-in engine within the timeout on ${name}`, async () => {
      fake.reply(reply);
      const started = Date.now();
      const events = await collect();
      expect(Date.now() - started).toBeLessThan(TIMEOUT_MS + 250);
      expect(events).toEqual([
        { type: 'delta', text: 'Built-in answer.' },
        { type: 'done', answeredBy: 'built-in', note: BUILT_IN_NOTE },
      ]);
    });
  }
});
