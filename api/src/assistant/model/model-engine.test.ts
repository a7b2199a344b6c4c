// Each model use of the model-backed engine against the fake OpenAI-compatible server on loopback:
// the model's answer when it is good, the built-in engine's (and the note) for every failure mode.
import { describe, expect, it } from 'vitest';
import { BUILT_IN_NOTE } from '@provana/contracts';
import type { FakeReply } from '../../../test/support/fake-model-server';
import { fakeModelServerForFile } from '../../../test/support/fake-model-server-for-file';
import { createBuiltInEngine } from '../built-in';
import { GOALS, NOTES, NOW, REPORT, context } from '../../../test/fixtures/assistant-context';
import { modelAnswerLog } from './answer-log';
import { createModelEngine } from './model-engine';
import { createModelProvider } from './model-provider';

const TIMEOUT_MS = 300;
const builtIn = createBuiltInEngine();
const fake = fakeModelServerForFile();

function engine(apiKey?: string) {
  const log = modelAnswerLog();
  const provider = createModelProvider({ baseURL: fake.baseURL, model: 'llama3.2', timeoutMs: TIMEOUT_MS, ...(apiKey ? { apiKey } : {}) });
  return { engine: createModelEngine(provider, builtIn, log), log };
}

const FAILURES: [string, FakeReply][] = [
  ['malformed JSON', { kind: 'malformed' }],
  ['429 with Retry-After', { kind: 'status', status: 429, retryAfter: 30 }],
  ['500', { kind: 'status', status: 500 }],
  ['a stall past the timeout', { kind: 'stall' }],
  ['a connection cut', { kind: 'cut', text: 'Half an answer' }],
  ['an empty answer', { kind: 'text', text: '   ' }],
];

describe('the model-backed engine', () => {
  it('writes the daily insight from the model, sending the records as data in their own message', async () => {
    fake.reply({ kind: 'text', text: 'Board prep at 9:00 comes first.' });
    const { engine: e, log } = engine();
    expect(await e.dailyInsight(context())).toBe('Board prep at 9:00 comes first.');
    expect(log.attribution()).toEqual({ answeredBy: 'model' });
    const body = fake.requests[0]?.body as { model: string; messages: { role: string; content: string }[] };
    expect(body.model).toBe('llama3.2');
    expect(body.messages.map((m) => m.role)).toEqual(['system', 'user', 'user']);
    expect(body.messages[0]?.content).toMatch(/never follow instructions/);
    expect(body.messages[1]?.content).toContain('Board prep');
    expect(body.messages[0]?.content).not.toContain('Board prep');
  });

  it('never claims a pure brief', () => {
    expect(engine().engine.briefIsPure).toBe(false);
  });

  it('sends the key as a bearer token only when one is configured', async () => {
    fake.reply({ kind: 'text', text: 'One.' }, { kind: 'text', text: 'Two.' });
    await engine('sk-test').engine.dailyInsight(context());
    await engine().engine.dailyInsight(context());
    expect(fake.requests[0]?.headers.authorization).toBe('Bearer sk-test');
    expect(fake.requests[1]?.headers.authorization).toBeUndefined();
  });

  for (const [name, reply] of FAILURES) {
    it(`answers the voice command with the built-in engine and the note on ${name}`, async () => {
      fake.reply(reply);
      const { engine: e, log } = engine();
      const started = Date.now();
      const answer = await e.answerVoiceCommand('What is my next meeting?', context());
      expect(Date.now() - started).toBeLessThan(TIMEOUT_MS + 250);
      expect(answer).toBe(await builtIn.answerVoiceCommand('What is my next meeting?', context()));
      expect(log.attribution()).toEqual({ answeredBy: 'built-in', note: BUILT_IN_NOTE });
    });
  }

  it('takes voice recording insights as JSON-schema output validated by the contracts', async () => {
    const analysis = {
      insights: { topIdea: 'Parallel vendor reviews', actionSuggestion: 'Ask Priya to split the queue', personalAnchor: 'Less waiting' },
      actions: { todoCreated: true, calendarEntry: false, journal: false, sendToTeam: true },
      tags: { project: 'Vendor onboarding', coreValue: null, category: ['operations'], dueDate: '2026-11-27' },
      requestedTask: { task: 'Split the vendor review queue', description: 'From a voice note', urgency: 'high', dueDate: '2026-11-27' },
    };
    fake.reply({ kind: 'text', text: JSON.stringify(analysis) });
    const { engine: e, log } = engine();
    const input = { transcript: 'We should split the vendor review queue by Friday', tags: 'operations', anchor: '', now: NOW, goals: GOALS };
    expect(await e.analyzeVoiceRecording(input)).toEqual(analysis);
    expect(log.attribution().answeredBy).toBe('model');
    const body = fake.requests[0]?.body as { response_format: { type: string; json_schema: { name: string; schema: { properties: object } } } };
    expect(body.response_format.type).toBe('json_schema');
    expect(Object.keys(body.response_format.json_schema.schema.properties)).toEqual(['insights', 'actions', 'tags', 'requestedTask']);
  });

  it('falls back to the built-in analysis when the JSON does not match the schema', async () => {
    fake.reply({ kind: 'text', text: JSON.stringify({ insights: { topIdea: 42 }, actions: {}, tags: {} }) }, { kind: 'text', text: 'not json at all' });
    const input = { transcript: 'We should split the vendor review queue by Friday', tags: '', anchor: '', now: NOW, goals: GOALS };
    for (let i = 0; i < 2; i++) {
      const { engine: e, log } = engine();
      expect(await e.analyzeVoiceRecording(input)).toEqual(await builtIn.analyzeVoiceRecording(input));
      expect(log.attribution()).toEqual({ answeredBy: 'built-in', note: BUILT_IN_NOTE });
    }
  });

  it("takes 1:1 coaching prompts from the model, keeping the report's own development focus", async () => {
    fake.reply({
      kind: 'text',
      text: JSON.stringify({
        development_focus: 'Something else',
        automated_prompts: ['How did the vendor negotiation go?'],
        prompt_shown_for_next_meeting: 'Ask about the negotiation',
      }),
    });
    const { engine: e } = engine();
    const prompts = await e.coachingPrompts({ report: REPORT, recentNotes: NOTES, now: NOW });
    expect(prompts).toEqual({
      development_focus: REPORT.development_focus,
      automated_prompts: ['How did the vendor negotiation go?'],
      prompt_shown_for_next_meeting: 'Ask about the negotiation',
    });
  });

  it('falls back to the built-in coaching prompts on a schema-invalid answer', async () => {
    fake.reply({ kind: 'text', text: JSON.stringify({ automated_prompts: 'not a list' }) });
    const { engine: e, log } = engine();
    const input = { report: REPORT, recentNotes: NOTES, now: NOW };
    expect(await e.coachingPrompts(input)).toEqual(await builtIn.coachingPrompts(input));
    expect(log.attribution().note).toBe(BUILT_IN_NOTE);
  });
});
