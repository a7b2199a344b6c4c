// GET/PUT .../assistant-settings: whether the operator configured a model (its name and host, never
// its key) and a speech-to-text server (its host), and the executive's two choices: the assistant
// (built-in until they turn the model on) and server transcription (off until they turn it on).
import { Hono } from 'hono';
import { PutAssistantSettingsBodySchema, type AssistantSettings } from '@provana/contracts';
import type { AppEnv, RouteDeps } from '../../app-env';
import { describeModel } from '../../assistant/model/model-config';
import { requireVerifiedEmail } from '../../auth/email-verification';
import type { StoredAssistantSettings } from '../../db/repositories/assistant-settings';
import { toIsoDateTime } from '@provana/dates';
import { executiveNow } from '../../lib/executive-now';
import { HttpError } from '../../lib/http-error';
import { validJson } from '../../lib/validation';
import { requires } from '../../middleware/requires';

export function assistantSettingsRoutes({ repos, clock, model, stt, accountMail }: RouteDeps) {
  // Without a configured server the stored choice is kept but not in effect: report what happens.
  const settings = (stored: StoredAssistantSettings): AssistantSettings => ({
    modelConfigured: model !== null,
    model: model ? describeModel(model.config) : null,
    choice: model ? stored.choice : 'built-in',
    speechToText: stt !== null,
    transcribeOnServer: stt !== null && stored.transcribeOnServer,
    speechToTextHost: stt ? describeModel(stt.config).host : null,
  });
  return new Hono<AppEnv>()
    .get('/assistant-settings', requires('read'), async (c) => c.json(settings(await repos.assistantSettings.get(c.get('executiveId')))))
    .put('/assistant-settings', requires('owner'), validJson(PutAssistantSettingsBodySchema), async (c) => {
      const { choice, transcribeOnServer } = c.req.valid('json');
      if (choice === 'model' && !model) throw new HttpError(409, 'model_not_configured', 'No model is configured on this server', 'choice');
      if (choice === 'model') requireVerifiedEmail({ accountMail }, c.get('user'), 'model');
      if (transcribeOnServer === true && !stt)
        throw new HttpError(409, 'speech_to_text_not_configured', 'No speech-to-text server is configured on this server', 'transcribeOnServer');
      const executiveId = c.get('executiveId');
      await repos.assistantSettings.update(
        executiveId,
        { ...(choice ? { choice } : {}), ...(transcribeOnServer !== undefined ? { transcribeOnServer } : {}) },
        toIsoDateTime(executiveNow(c, clock)),
      );
      return c.json(settings(await repos.assistantSettings.get(executiveId)));
    });
}
