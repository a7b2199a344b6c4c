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
    expect(AssistantSettingsSchema.parse(JSON.parse(text))).toEqual({ modelConfigured: true, model: { name: 'llama3.2', host: '127.0.0.1:9' }, choice: 'built-in', speechToText: false });
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
    expect(await (await get(t.app, apiPaths.assistantSettings(1), t.demoCookie)).json()).toEqual({ modelConfigured: false, model: null, choice: 'built-in', speechToText: false });
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
