// POST .../assistant/voice-command: the Voice Command modal's answer as server-sent events, one
// VoiceCommandStreamEvent per `data:` line. On the built-in assistant it is one delta and `done`.
import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import { AssistantCommandBodySchema, type VoiceCommandStreamEvent } from '@provana/contracts';
import type { AppEnv, RouteDeps } from '../../app-env';
import { streamModelAnswer } from '../../assistant/model/stream-model-answer';
import { executiveNow } from '../../lib/executive-now';
import { validJson } from '../../lib/validation';
import { assistantFor } from '../../services/assistant-for';
import { voiceCommandContext } from '../../services/voice-command-context';
import { requires } from '../../middleware/requires';

async function* builtInStream(answer: Promise<string>): AsyncGenerator<VoiceCommandStreamEvent> {
  yield { type: 'delta', text: await answer };
  yield { type: 'done', answeredBy: 'built-in' };
}

export function assistantCommandRoutes(deps: RouteDeps) {
  return new Hono<AppEnv>().post('/assistant/voice-command', requires('read'), validJson(AssistantCommandBodySchema), async (c) => {
    const { command } = c.req.valid('json');
    const executiveId = c.get('executiveId');
    const assistant = await assistantFor(deps, executiveId);
    const { model } = assistant;
    const context = await voiceCommandContext(deps, assistant, executiveId, executiveNow(c, deps.clock), c.get('seesPrivate'));
    const builtInAnswer = () => deps.engine.answerVoiceCommand(command, context);
    const events = model ? streamModelAnswer(model, command, context, builtInAnswer) : builtInStream(builtInAnswer());
    return streamSSE(c, async (stream) => {
      for await (const event of events) {
        if (stream.aborted) break;
        await stream.writeSSE({ data: JSON.stringify(event) });
      }
    });
  });
}
