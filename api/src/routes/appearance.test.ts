import { describe, expect, it } from 'vitest';
import { AppearanceSchema, AuthResponseSchema, apiPaths } from '@provana/contracts';
import { createTestContext, get, send, signUp } from '../../test/helpers';

describe('appearance', () => {
  it('starts on System, and the session user carries no theme until one is chosen', async () => {
    const t = await createTestContext();
    const res = await get(t.app, apiPaths.appearance(1), t.demoCookie);
    expect(res.status).toBe(200);
    expect(AppearanceSchema.parse(await res.json())).toEqual({ theme: 'system' });
    const me = AuthResponseSchema.parse(await (await get(t.app, apiPaths.me, t.demoCookie)).json());
    expect(me.user.theme).toBeUndefined();
  });

  it('stores the theme per account and hands it to every session', async () => {
    const t = await createTestContext();
    const put = await send(t.app, 'PUT', apiPaths.appearance(1), { theme: 'dark' }, t.demoCookie);
    expect(put.status).toBe(200);
    expect(await put.json()).toEqual({ theme: 'dark' });
    expect(await (await get(t.app, apiPaths.appearance(1), t.demoCookie)).json()).toEqual({ theme: 'dark' });
    expect((await (await get(t.app, apiPaths.me, t.demoCookie)).json()).user.theme).toBe('dark');
    expect(await t.row('SELECT theme FROM executives WHERE id = 1')).toEqual({ theme: 'dark' });

    const other = await signUp(t.app);
    expect(await (await get(t.app, apiPaths.appearance(other.executiveId), other.cookie)).json()).toEqual({ theme: 'system' });

    await send(t.app, 'PUT', apiPaths.appearance(1), { theme: 'light' }, t.demoCookie);
    expect((await (await get(t.app, apiPaths.me, t.demoCookie)).json()).user.theme).toBe('light');
    await send(t.app, 'PUT', apiPaths.appearance(1), { theme: 'system' }, t.demoCookie);
    expect((await (await get(t.app, apiPaths.me, t.demoCookie)).json()).user.theme).toBeUndefined();
  });

  it('rejects an unknown theme, a missing one and an extra field naming the field, writing nothing', async () => {
    const t = await createTestContext();
    await send(t.app, 'PUT', apiPaths.appearance(1), { theme: 'dark' }, t.demoCookie);
    for (const body of [{ theme: 'sepia' }, {}, { theme: 'light', extra: 1 }, { theme: 1 }]) {
      const res = await send(t.app, 'PUT', apiPaths.appearance(1), body, t.demoCookie);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(await res.json()).toMatchObject({ error: { code: 'validation_error' } });
    }
    const bad = await send(t.app, 'PUT', apiPaths.appearance(1), { theme: 'sepia' }, t.demoCookie);
    expect(await bad.json()).toMatchObject({ error: { field: 'theme' } });
    expect(await (await get(t.app, apiPaths.appearance(1), t.demoCookie)).json()).toEqual({ theme: 'dark' });
  });

  it('answers 401 without a session and 403 for another executive', async () => {
    const t = await createTestContext();
    expect((await get(t.app, apiPaths.appearance(1))).status).toBe(401);
    expect((await send(t.app, 'PUT', apiPaths.appearance(1), { theme: 'dark' })).status).toBe(401);
    const other = await signUp(t.app);
    expect((await get(t.app, apiPaths.appearance(1), other.cookie)).status).toBe(403);
    expect((await send(t.app, 'PUT', apiPaths.appearance(1), { theme: 'dark' }, other.cookie)).status).toBe(403);
    expect(await (await get(t.app, apiPaths.appearance(1), t.demoCookie)).json()).toEqual({ theme: 'system' });
  });

  it('refuses a stored value outside the three at the database', async () => {
    const t = await createTestContext();
    await expect(t.exec("UPDATE executives SET theme = 'sepia' WHERE id = 1")).rejects.toThrow();
  });
});
