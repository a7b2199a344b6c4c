// GET/PUT .../assistant-settings: whether the operator configured a model (its name and host, never
// its key) and the executive's choice. Off (built-in) until the executive turns it on.
import { Hono } from 'hono';
import { PutAssistantSettingsBodySchema, type AssistantChoice, type AssistantSettings } from '@provana/contracts';
import type { AppEnv, RouteDeps } from '../../app-env';
import { describeModel } from '../../assistant/model/model-config';
import { toLocalDateTime } from '../../lib/dates';
import { executiveNow } from '../../lib/executive-now';
import { HttpError } from '../../lib/http-error';
import { validJson } from '../../lib/validation';

export function assistantSettingsRoutes({ repos, clock, model, stt }: RouteDeps) {
  // Without a configured model the stored choice is kept but not in effect: report what answers.
  const settings = (choice: AssistantChoice): AssistantSettings => ({ modelConfigured: model !== null, model: model ? describeModel(model.config) : null, choice: model ? choice : 'built-in', speechToText: stt !== null });
  return new Hono<AppEnv>()
    .get('/assistant-settings', async (c) => c.json(settings(await repos.assistantSettings.choice(c.get('executiveId')))))
    .put('/assistant-settings', validJson(PutAssistantSettingsBodySchema), async (c) => {
      const { choice } = c.req.valid('json');
      if (choice === 'model' && !model) throw new HttpError(409, 'model_not_configured', 'No model is configured on this server', 'choice');
      await repos.assistantSettings.setChoice(c.get('executiveId'), choice, toLocalDateTime(executiveNow(c, clock)));
      return c.json(settings(choice));
    });
}
