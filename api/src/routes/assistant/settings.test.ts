import { describe, expect, it } from 'vitest';
import { AssistantSettingsSchema, apiPaths } from '@provana/contracts';
import { createTestContext, get, send, signUp } from '../../../test/helpers';

const model = { baseURL: 'http://127.0.0.1:9/v1', model: 'llama3.2', apiKey: 'sk-secret-key', timeoutMs: 500 };

describe('assistant settings', () => {
  it('starts on the built-in assistant, naming the configured model and host but never its key', async () => {
    const t = await createTestContext({ model });
    const res = await get(t.app, apiPaths.assistantSettings(1), t.demoCookie);
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).not.toContain('sk-secret-key');
    expect(AssistantSettingsSchema.parse(JSON.parse(text))).toEqual({
      modelConfigured: true,
      model: { name: 'llama3.2', host: '127.0.0.1:9' },
      choice: 'built-in',
      speechToText: false,
      transcribeOnServer: false,
      speechToTextHost: null,
    });
  });

  it('stores the choice per executive', async () => {
    const t = await createTestContext({ model });
    const put = await send(t.app, 'PUT', apiPaths.assistantSettings(1), { choice: 'model' }, t.demoCookie);
    expect(await put.json()).toMatchObject({ choice: 'model' });
    expect(await (await get(t.app, apiPaths.assistantSettings(1), t.demoCookie)).json()).toMatchObject({ choice: 'model' });
    const other = await signUp(t.app);
    expect(await (await get(t.app, apiPaths.assistantSettings(other.executiveId), other.cookie)).json()).toMatchObject({ choice: 'built-in' });
    await send(t.app, 'PUT', apiPaths.assistantSettings(1), { choice: 'built-in' }, t.demoCookie);
    expect(await (await get(t.app, apiPaths.assistantSettings(1), t.demoCookie)).json()).toMatchObject({ choice: 'built-in' });
  });

  it('refuses the model when the operator configured none', async () => {
    const t = await createTestContext();
    expect(await (await get(t.app, apiPaths.assistantSettings(1), t.demoCookie)).json()).toEqual({
      modelConfigured: false,
      model: null,
      choice: 'built-in',
      speechToText: false,
      transcribeOnServer: false,
      speechToTextHost: null,
    });
    const res = await send(t.app, 'PUT', apiPaths.assistantSettings(1), { choice: 'model' }, t.demoCookie);
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ error: { code: 'model_not_configured' } });
  });

  it('rejects an unknown choice naming the field, and another executive gets 403', async () => {
    const t = await createTestContext({ model });
    const bad = await send(t.app, 'PUT', apiPaths.assistantSettings(1), { choice: 'gpt' }, t.demoCookie);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ error: { field: 'choice' } });
    const other = await signUp(t.app);
    expect((await send(t.app, 'PUT', apiPaths.assistantSettings(1), { choice: 'model' }, other.cookie)).status).toBe(403);
  });
});

describe('server transcription opt-in', () => {
  const stt = { baseURL: 'http://127.0.0.1:9/v1', model: 'whisper-small', apiKey: 'sk-stt-secret', timeoutMs: 500 };

  it('is off until the executive turns it on, per executive, and keeps the assistant choice', async () => {
    const t = await createTestContext({ model, stt });
    const before = await (await get(t.app, apiPaths.assistantSettings(1), t.demoCookie)).text();
    expect(before).not.toContain('sk-stt-secret');
    expect(JSON.parse(before)).toMatchObject({ speechToText: true, transcribeOnServer: false, speechToTextHost: '127.0.0.1:9' });
    await send(t.app, 'PUT', apiPaths.assistantSettings(1), { choice: 'model' }, t.demoCookie);
    const put = await send(t.app, 'PUT', apiPaths.assistantSettings(1), { transcribeOnServer: true }, t.demoCookie);
    expect(put.status).toBe(200);
    expect(await put.json()).toMatchObject({ choice: 'model', transcribeOnServer: true });
    expect(await (await get(t.app, apiPaths.assistantSettings(1), t.demoCookie)).json()).toMatchObject({ choice: 'model', transcribeOnServer: true });
    const other = await signUp(t.app);
    expect(await (await get(t.app, apiPaths.assistantSettings(other.executiveId), other.cookie)).json()).toMatchObject({ transcribeOnServer: false });
    expect(
      await (await send(t.app, 'PUT', apiPaths.assistantSettings(1), { choice: 'built-in', transcribeOnServer: false }, t.demoCookie)).json(),
    ).toMatchObject({ choice: 'built-in', transcribeOnServer: false });
  });

  it('refuses turning it on when the operator configured no speech server (409), and answers false there', async () => {
    const t = await createTestContext({ model });
    const res = await send(t.app, 'PUT', apiPaths.assistantSettings(1), { transcribeOnServer: true }, t.demoCookie);
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ error: { code: 'speech_to_text_not_configured', field: 'transcribeOnServer' } });
    expect((await send(t.app, 'PUT', apiPaths.assistantSettings(1), { transcribeOnServer: false }, t.demoCookie)).status).toBe(200);
    // A choice stored while a server was configured is not in effect without one.
    await t.exec('UPDATE assistant_settings SET transcribe_on_server = 1 WHERE executive_id = 1');
    expect(await (await get(t.app, apiPaths.assistantSettings(1), t.demoCookie)).json()).toMatchObject({ speechToText: false, transcribeOnServer: false });
  });

  it('rejects an empty body, an unknown field and a non-boolean, writing nothing', async () => {
    const t = await createTestContext({ model, stt });
    for (const body of [{}, { transcribeOnServer: 'yes' }, { transcribeOnServer: true, extra: 1 }]) {
      const res = await send(t.app, 'PUT', apiPaths.assistantSettings(1), body, t.demoCookie);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(await res.json()).toMatchObject({ error: { code: 'validation_error' } });
    }
    expect(await t.rows('SELECT * FROM assistant_settings')).toEqual([]);
  });
});
