import { afterEach, describe, expect, it } from 'vitest';
import { closeApiServer, settle, setupApi } from '../../test/api-harness';
import type { Handler } from '../../test/loopback-server';
import { injectAssistantSettingsEndpoints } from './assistant-settings-endpoints';

const builtIn = { modelConfigured: true, model: { name: 'llama3.2', host: 'localhost:11434' }, choice: 'built-in' };

afterEach(closeApiServer);
const setup = (routes: Record<string, Handler>) => setupApi(routes, injectAssistantSettingsEndpoints);

describe('the assistant settings', () => {
  it('reads the settings, PUTs the choice and replaces the cached settings with the server’s answer', async () => {
    let putBody = '';
    const { api, store, server } = await setup({
      'GET /api/executive/1/assistant-settings': () => ({ body: builtIn }),
      'PUT /api/executive/1/assistant-settings': (body) => {
        putBody = body;
        return { body: { ...builtIn, choice: 'model' } };
      },
    });
    await store.dispatch(api.endpoints.getAssistantSettings.initiate(1));
    expect(api.endpoints.getAssistantSettings.select(1)(store.getState()).data?.choice).toBe('built-in');

    await store.dispatch(api.endpoints.setAssistantChoice.initiate({ executiveId: 1, choice: 'model' })).unwrap();
    await settle();

    expect(JSON.parse(putBody)).toEqual({ choice: 'model' });
    expect(api.endpoints.getAssistantSettings.select(1)(store.getState()).data).toEqual({ ...builtIn, choice: 'model' });
    // Updated in place, not refetched.
    expect(server.countOf('GET /api/executive/1/assistant-settings')).toBe(1);
  });

  it('keeps the cached choice when the server refuses it', async () => {
    const { api, store } = await setup({
      'GET /api/executive/1/assistant-settings': () => ({ body: { modelConfigured: false, model: null, choice: 'built-in' } }),
      'PUT /api/executive/1/assistant-settings': () => ({
        status: 409,
        body: { error: { code: 'model_not_configured', message: 'No model is configured on this server' } },
      }),
    });
    await store.dispatch(api.endpoints.getAssistantSettings.initiate(1));
    const result = await store.dispatch(api.endpoints.setAssistantChoice.initiate({ executiveId: 1, choice: 'model' }));
    await settle();
    expect(result.error).toMatchObject({ status: 409 });
    expect(api.endpoints.getAssistantSettings.select(1)(store.getState()).data?.choice).toBe('built-in');
  });

  it('PUTs only the transcription opt-in when that is what changes', async () => {
    let putBody = '';
    const withStt = { ...builtIn, speechToText: true, transcribeOnServer: false, speechToTextHost: 'localhost:8000' };
    const { api, store } = await setup({
      'GET /api/executive/1/assistant-settings': () => ({ body: withStt }),
      'PUT /api/executive/1/assistant-settings': (body) => {
        putBody = body;
        return { body: { ...withStt, transcribeOnServer: true } };
      },
    });
    await store.dispatch(api.endpoints.getAssistantSettings.initiate(1));
    await store.dispatch(api.endpoints.setAssistantChoice.initiate({ executiveId: 1, transcribeOnServer: true })).unwrap();
    await settle();
    expect(JSON.parse(putBody)).toEqual({ transcribeOnServer: true });
    expect(api.endpoints.getAssistantSettings.select(1)(store.getState()).data).toMatchObject({ choice: 'built-in', transcribeOnServer: true });
  });
});
