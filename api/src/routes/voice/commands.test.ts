import { describe, expect, it } from 'vitest';
import { apiPaths } from '@provana/contracts';
import { createBuiltInEngine } from '../../assistant/built-in';
import type { AssistantEngine } from '../../assistant/engine';
import { createTestContext, send } from '../../../test/helpers';

describe('voice command', () => {
  it("answers with the engine's reply over the executive's own data", async () => {
    let seen: { priorities: number; meetings: number } | null = null;
    const real = createBuiltInEngine();
    const engine: AssistantEngine = {
      ...real,
      answerVoiceCommand: (command, context) => {
        seen = { priorities: context.priorities.length, meetings: context.meetings.length };
        return real.answerVoiceCommand(command, context);
      },
    };
    const t = await createTestContext({ engine });
    const res = await send(t.app, 'POST', apiPaths.voiceCommand, { command: 'What is my next meeting?', executiveId: 1 }, t.demoCookie);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { response: string };
    expect(typeof body.response).toBe('string');
    expect(seen).not.toBeNull();
    expect(seen!.priorities).toBeGreaterThan(5);
    expect(seen!.meetings).toBeGreaterThan(5);
  });

  it('rejects an empty command naming the field', async () => {
    const t = await createTestContext();
    const res = await send(t.app, 'POST', apiPaths.voiceCommand, { command: ' ', executiveId: 1 }, t.demoCookie);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: { field: 'command' } });
  });

  it('rejects a missing executiveId with 400', async () => {
    const t = await createTestContext();
    const res = await send(t.app, 'POST', apiPaths.voiceCommand, { command: 'hello' }, t.demoCookie);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: { field: 'executiveId' } });
  });
});
