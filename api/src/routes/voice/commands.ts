// The spec's POST /api/voice-command: a spoken question answered by the engine over the executive's
// data (by the model when the executive chose it; the streamed variant is routes/assistant/).
import { Hono } from 'hono';
import { VoiceCommandBodySchema, type VoiceCommandResponse } from '@provana/contracts';
import type { AppEnv, RouteDeps } from '../../app-env';
import { executiveNow } from '../../lib/executive-now';
import { validJson } from '../../lib/validation';
import { assistantFor } from '../../services/assistant-for';
import { voiceCommandContext } from '../../services/voice-command-context';
import { requires } from '../../middleware/requires';

/** The executive is named in the body (checked by the body router). */
export function voiceCommandRoutes(deps: RouteDeps) {
  const { clock } = deps;
  return new Hono<AppEnv>().post('/', requires('read'), validJson(VoiceCommandBodySchema), async (c) => {
    const body = c.req.valid('json');
    const assistant = await assistantFor(deps, c.get('executiveId'));
    const context = await voiceCommandContext(deps, assistant, c.get('executiveId'), executiveNow(c, clock), c.get('seesPrivate'));
    const response = await assistant.engine.answerVoiceCommand(body.command, context);
    return c.json({ response, ...assistant.answers.attribution() } satisfies VoiceCommandResponse);
  });
}
