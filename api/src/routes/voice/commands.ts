// The spec's POST /api/voice-command: a spoken question answered by the engine over the executive's data.
import { Hono } from 'hono';
import { VoiceCommandBodySchema, type VoiceCommandResponse } from '@provana/contracts';
import type { AppEnv, RouteDeps } from '../../app-env';
import { executiveNow } from '../../lib/executive-now';
import { validJson } from '../../lib/validation';
import { executiveContext } from '../../services/executive-context';

/** The executive is named in the body (checked by the body router). */
export function voiceCommandRoutes(deps: RouteDeps) {
  const { clock, engine } = deps;
  return new Hono<AppEnv>().post('/', validJson(VoiceCommandBodySchema), async (c) => {
    const body = c.req.valid('json');
    // A week ahead, so "next meeting" can look past today.
    const context = await executiveContext(deps, c.get('executiveId'), executiveNow(c, clock), 7);
    return c.json({ response: engine.answerVoiceCommand(body.command, context) } satisfies VoiceCommandResponse);
  });
}
