// The push routes through the app: the public key, a device subscribed, listed, updated by the same
// endpoint, removed; the lock-screen setting; 401 without a session, 403 for another workspace, 400
// naming the field for every malformed input with nothing written.
import { describe, expect, it } from 'vitest';
import { pushPaths } from '@provana/contracts';
import { databaseDigest, get, jsonHeaders, send, signUp } from '../../test/helpers';
import { createPushTestContext } from '../../test/support/push-app';
import { deviceKeys } from '../../test/support/web-push-receiver';

const keys = () => {
  const { p256dh, auth } = deviceKeys();
  return { p256dh, auth };
};
const body = (endpoint = 'https://push.example.com/send/abc', name = 'Work phone') => ({ endpoint, keys: keys(), name });

type Context = Awaited<ReturnType<typeof createPushTestContext>>;
let t: Context;

describe('push routes', () => {
  it('serves one public key, the same across requests and processes', async () => {
    t = await createPushTestContext();
    const first = (await (await get(t.app, pushPaths.pushKey(1), t.cookie)).json()) as { publicKey: string };
    expect(Buffer.from(first.publicKey, 'base64url')).toHaveLength(65);
    expect(await (await get(t.app, pushPaths.pushKey(1), t.cookie)).json()).toEqual(first);
    expect((await t.repos.pushSubscriptions.vapidKeys())?.publicKey).toBe(first.publicKey);
    expect(JSON.stringify(first)).not.toContain((await t.repos.pushSubscriptions.vapidKeys())?.privateKey);
    // Another process's resolver finds the stored pair instead of making its own.
    expect((await t.roundVapid()).publicKey).toBe(first.publicKey);
  });

  it("serves the operator's key when PROVANA_VAPID_* are set, storing none", async () => {
    const operator = { publicKey: deviceKeys().p256dh, privateKey: Buffer.alloc(32, 7).toString('base64url') };
    t = await createPushTestContext({ vapidKeys: operator });
    expect(await (await get(t.app, pushPaths.pushKey(1), t.cookie)).json()).toEqual({ publicKey: operator.publicKey });
    expect(await t.repos.pushSubscriptions.vapidKeys()).toBeUndefined();
  });

  it('subscribes a device, updates it when the same endpoint comes again, lists and removes it', async () => {
    t = await createPushTestContext();
    const created = await t.subscribe({ ...body(), expirationTime: null });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ id: expect.any(Number), name: 'Work phone', createdAt: t.clock.now().toISOString(), lastSuccessAt: null });
    const again = await t.subscribe(body('https://push.example.com/send/abc', 'My phone'));
    expect(again).toEqual({ status: 200, body: { ...created.body, name: 'My phone' } });
    const list = await (await get(t.app, pushPaths.pushSubscriptions(1), t.cookie)).json();
    expect(list).toEqual([{ ...created.body, name: 'My phone' }]);
    // The endpoint is the push service's secret: never sent back.
    expect(JSON.stringify(list)).not.toContain('push.example.com');

    const remove = (id: number) => t.app.request(pushPaths.pushSubscription(1, id), { method: 'DELETE', headers: { Cookie: t.cookie } });
    expect((await remove(created.body.id)).status).toBe(200);
    expect(await (await get(t.app, pushPaths.pushSubscriptions(1), t.cookie)).json()).toEqual([]);
    const missing = await remove(created.body.id);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ error: { code: 'not_found' } });
  });

  it('keeps showDetails off until the person turns it on', async () => {
    t = await createPushTestContext();
    expect(await (await get(t.app, pushPaths.pushSettings(1), t.cookie)).json()).toEqual({ showDetails: false });
    const put = await send(t.app, 'PUT', pushPaths.pushSettings(1), { showDetails: true }, t.cookie);
    expect(await put.json()).toEqual({ showDetails: true });
    expect(await (await get(t.app, pushPaths.pushSettings(1), t.cookie)).json()).toEqual({ showDetails: true });
  });

  it('answers 401 without a session and 403 in another workspace, writing nothing', async () => {
    t = await createPushTestContext();
    const other = await signUp(t.app);
    const before = await databaseDigest(t.db);
    const calls: [string, string, unknown?][] = [
      ['GET', pushPaths.pushKey(1)],
      ['GET', pushPaths.pushSubscriptions(1)],
      ['POST', pushPaths.pushSubscriptions(1), body()],
      ['DELETE', pushPaths.pushSubscription(1, 1)],
      ['GET', pushPaths.pushSettings(1)],
      ['PUT', pushPaths.pushSettings(1), { showDetails: true }],
    ];
    for (const [method, path, payload] of calls) {
      for (const [cookie, status] of [
        [undefined, 401],
        [other.cookie, 403],
      ] as const) {
        const res = await t.app.request(path, { method, headers: jsonHeaders(cookie), ...(payload ? { body: JSON.stringify(payload) } : {}) });
        expect({ method, path, status: res.status }).toEqual({ method, path, status });
      }
    }
    expect(await databaseDigest(t.db)).toBe(before);
  });

  it("cannot list or remove another account's device", async () => {
    t = await createPushTestContext();
    const other = await signUp(t.app);
    const mine = await t.subscribe(body());
    const theirs = await t.subscribe(body('https://push.example.com/send/theirs'), other.cookie, other.executiveId);
    expect(theirs.status).toBe(201);
    expect(await (await get(t.app, pushPaths.pushSubscriptions(other.executiveId), other.cookie)).json()).toEqual([theirs.body]);
    const res = await t.app.request(pushPaths.pushSubscription(other.executiveId, mine.body.id), { method: 'DELETE', headers: { Cookie: other.cookie } });
    expect(res.status).toBe(404);
    expect(await (await get(t.app, pushPaths.pushSubscriptions(1), t.cookie)).json()).toEqual([mine.body]);
  });

  const invalid: [string, unknown, string][] = [
    ['a missing endpoint', { keys: keys(), name: 'Phone' }, 'endpoint'],
    ['an endpoint that is not a web address', body('push-service'), 'endpoint'],
    ['a plain http:// endpoint on the internet', body('http://push.example.com/send/abc'), 'endpoint'],
    ['an endpoint of another scheme', body('ftp://push.example.com/x'), 'endpoint'],
    ['a key that is not base64url', { ...body(), keys: { ...keys(), p256dh: '!'.repeat(87) } }, 'keys.p256dh'],
    ['a key of the wrong length', { ...body(), keys: { ...keys(), p256dh: 'A'.repeat(40) } }, 'keys.p256dh'],
    ['a key that is not a point on P-256', { ...body(), keys: { ...keys(), p256dh: Buffer.alloc(65, 4).toString('base64url') } }, 'keys.p256dh'],
    ['an auth secret of the wrong length', { ...body(), keys: { ...keys(), auth: 'c2hvcnQ' } }, 'keys.auth'],
    ['an empty name', body(undefined, '   '), 'name'],
    ['a name over 60 characters', body(undefined, 'x'.repeat(61)), 'name'],
    ['an unknown field', { ...body(), colour: 'red' }, ''],
  ];
  it.each(invalid)('refuses %s with a 400 naming the field, writing nothing', async (_case, payload, field) => {
    t = await createPushTestContext({ allowLoopback: false });
    const before = await databaseDigest(t.db);
    const res = await send(t.app, 'POST', pushPaths.pushSubscriptions(1), payload, t.cookie);
    expect(res.status).toBe(400);
    const error = ((await res.json()) as { error: { code: string; field?: string } }).error;
    expect(error.code).toBe('validation_error');
    if (field) expect(error.field).toBe(field);
    expect(await databaseDigest(t.db)).toBe(before);
  });

  it('accepts an http:// endpoint on loopback only where the operator allows loopback push services', async () => {
    t = await createPushTestContext({ allowLoopback: false });
    expect((await t.subscribe(body('http://127.0.0.1:9/push/a'))).status).toBe(400);
    t = await createPushTestContext({ allowLoopback: true });
    expect((await t.subscribe(body('http://127.0.0.1:9/push/a'))).status).toBe(201);
    expect((await t.subscribe(body('http://10.0.0.8/push/a'))).status).toBe(400);
  });

  it.each([[{ showDetails: 'yes' }], [{}], [{ showDetails: true, extra: 1 }]])('refuses the setting %j with a 400', async (payload) => {
    t = await createPushTestContext();
    const res = await send(t.app, 'PUT', pushPaths.pushSettings(1), payload, t.cookie);
    expect(res.status).toBe(400);
    expect(await (await get(t.app, pushPaths.pushSettings(1), t.cookie)).json()).toEqual({ showDetails: false });
  });

  it('refuses a 21st device of one account with a 409, but still updates a known one', async () => {
    t = await createPushTestContext();
    for (let i = 0; i < 20; i++) expect((await t.subscribe(body(`https://push.example.com/send/${i}`))).status).toBe(201);
    const refused = await t.subscribe(body('https://push.example.com/send/21'));
    expect(refused.status).toBe(409);
    expect(refused.body.error?.code).toBe('too_many_devices');
    expect((await t.subscribe(body('https://push.example.com/send/3', 'Renamed'))).status).toBe(200);
  });
});
