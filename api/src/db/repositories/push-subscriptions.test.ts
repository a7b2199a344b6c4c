// The Web Push repository on SQLite and PostgreSQL: devices scoped by workspace and account, the
// same endpoint updating its row, the lock-screen setting, the atomic claims several processes race
// for, and the one VAPID pair every process ends up with.
import { describe, expect, it } from 'vitest';
import { createECDH } from 'node:crypto';
import { createTestDatabase } from '../../../test/support/test-database';
import { createRepositories, type Repositories } from './index';

const T0 = Date.UTC(2025, 2, 12, 9, 0, 0);
const MINUTE = 60_000;

async function account(repos: Repositories, n: number) {
  const userId = await repos.users.create({
    email: `p${n}@example.com`,
    name: `P${n}`,
    passwordHash: 'x',
    passwordSalt: 'y',
    createdAt: '2025-03-12T09:00:00',
  });
  const executiveId = await repos.executives.create({ id: null, userId, name: `P${n}`, title: 'Executive', seededOn: '2025-03-12' });
  return { userId, executiveId };
}

async function setup() {
  const repos = createRepositories(await createTestDatabase());
  return { repos, a: await account(repos, 1), b: await account(repos, 2) };
}

const device = (owner: { userId: number; executiveId: number }, endpoint: string, name = 'Phone', nowMs = T0) => ({
  ...owner,
  endpoint,
  p256dh: 'BPk',
  auth: 'secret',
  name,
  nowMs,
});

const vapidPair = () => {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { publicKey: ecdh.getPublicKey().toString('base64url'), privateKey: ecdh.getPrivateKey().toString('base64url') };
};

describe('push subscriptions repository', () => {
  it("lists and removes only the account's own devices in the workspace", async () => {
    const { repos, a, b } = await setup();
    const phone = await repos.pushSubscriptions.upsert(device(a, 'https://push.example.com/a-phone'));
    await repos.pushSubscriptions.upsert(device(b, 'https://push.example.com/b-phone'));
    expect(phone.created).toBe(true);
    expect(await repos.pushSubscriptions.list(a.executiveId, a.userId)).toEqual([
      { id: phone.device.id, name: 'Phone', createdAt: new Date(T0).toISOString(), lastSuccessAt: null },
    ]);
    // Another account's id, or the right id in another workspace, is not found.
    expect(await repos.pushSubscriptions.remove(b.executiveId, b.userId, phone.device.id)).toBe(false);
    expect(await repos.pushSubscriptions.remove(b.executiveId, a.userId, phone.device.id)).toBe(false);
    expect(await repos.pushSubscriptions.remove(a.executiveId, a.userId, phone.device.id)).toBe(true);
    expect(await repos.pushSubscriptions.list(a.executiveId, a.userId)).toEqual([]);
    expect(await repos.pushSubscriptions.list(b.executiveId, b.userId)).toHaveLength(1);
  });

  it('updates the device when the same endpoint subscribes again, and starts afresh when it moves to another account', async () => {
    const { repos, a, b } = await setup();
    const first = await repos.pushSubscriptions.upsert(device(a, 'https://push.example.com/shared'));
    await repos.pushSubscriptions.markDelivered(first.device.id, T0 + MINUTE);
    const again = await repos.pushSubscriptions.upsert({ ...device(a, 'https://push.example.com/shared', 'Renamed', T0 + 5 * MINUTE), p256dh: 'BNew' });
    expect(again).toEqual({
      created: false,
      device: { id: first.device.id, name: 'Renamed', createdAt: new Date(T0).toISOString(), lastSuccessAt: new Date(T0 + MINUTE).toISOString() },
    });
    expect((await repos.pushSubscriptions.targets(a.executiveId))[0]).toMatchObject({ p256dh: 'BNew', createdAtMs: T0 });

    // The same browser, now signed in as b: the device is b's, counted from now.
    const moved = await repos.pushSubscriptions.upsert(device(b, 'https://push.example.com/shared', 'Shared laptop', T0 + 9 * MINUTE));
    expect(moved.device).toEqual({ id: first.device.id, name: 'Shared laptop', createdAt: new Date(T0 + 9 * MINUTE).toISOString(), lastSuccessAt: null });
    expect(await repos.pushSubscriptions.list(a.executiveId, a.userId)).toEqual([]);
    expect(await repos.pushSubscriptions.isOwnEndpoint(b.executiveId, b.userId, 'https://push.example.com/shared')).toBe(true);
    expect(await repos.pushSubscriptions.isOwnEndpoint(a.executiveId, a.userId, 'https://push.example.com/shared')).toBe(false);
  });

  it('keeps the lock-screen setting per workspace and account, off by default', async () => {
    const { repos, a, b } = await setup();
    expect(await repos.pushSubscriptions.showDetails(a.executiveId, a.userId)).toBe(false);
    await repos.pushSubscriptions.setShowDetails(a.executiveId, a.userId, true, T0);
    expect(await repos.pushSubscriptions.showDetails(a.executiveId, a.userId)).toBe(true);
    expect(await repos.pushSubscriptions.showDetails(b.executiveId, b.userId)).toBe(false);
    await repos.pushSubscriptions.upsert(device(a, 'https://push.example.com/a'));
    await repos.pushSubscriptions.upsert(device(b, 'https://push.example.com/b'));
    expect((await repos.pushSubscriptions.targets(a.executiveId)).map((t) => t.showDetails)).toEqual([true]);
    expect((await repos.pushSubscriptions.targets(b.executiveId)).map((t) => t.showDetails)).toEqual([false]);
    await repos.pushSubscriptions.setShowDetails(a.executiveId, a.userId, false, T0 + MINUTE);
    expect(await repos.pushSubscriptions.showDetails(a.executiveId, a.userId)).toBe(false);
  });

  it('lists the workspaces that have devices, and none when no device exists', async () => {
    const { repos, a, b } = await setup();
    expect(await repos.pushSubscriptions.workspacesWithDevices()).toEqual([]);
    await repos.pushSubscriptions.upsert(device(b, 'https://push.example.com/b1'));
    await repos.pushSubscriptions.upsert(device(b, 'https://push.example.com/b2'));
    expect(await repos.pushSubscriptions.workspacesWithDevices()).toEqual([{ executiveId: b.executiveId, timeZone: 'UTC' }]);
    expect(a.executiveId).not.toBe(b.executiveId);
  });

  it('hands each (device, reminder) to exactly one of many concurrent claims, and again after a release', async () => {
    const { repos, a } = await setup();
    const { device: phone } = await repos.pushSubscriptions.upsert(device(a, 'https://push.example.com/race'));
    const claims = await Promise.all(Array.from({ length: 20 }, () => repos.pushSubscriptions.claimDeliveries(phone.id, ['event-1-x', 'event-2-y'], T0)));
    expect(claims.flat().sort()).toEqual(['event-1-x', 'event-2-y']);
    expect(await repos.pushSubscriptions.claimDeliveries(phone.id, ['event-1-x', 'event-3-z'], T0)).toEqual(['event-3-z']);
    await repos.pushSubscriptions.releaseDelivery(phone.id, 'event-1-x');
    expect(await repos.pushSubscriptions.claimDeliveries(phone.id, ['event-1-x', 'event-1-x'], T0)).toEqual(['event-1-x']);
    // Old claims are forgotten; recent ones stay.
    await repos.pushSubscriptions.claimDeliveries(phone.id, ['event-4-w'], T0 + 10 * MINUTE);
    await repos.pushSubscriptions.pruneDeliveries(T0 + MINUTE);
    expect(await repos.pushSubscriptions.claimDeliveries(phone.id, ['event-1-x', 'event-4-w'], T0 + 11 * MINUTE)).toEqual(['event-1-x']);
  });

  it('drops a gone device with its claims, unless it subscribed again with new keys meanwhile', async () => {
    const { repos, a } = await setup();
    const { device: phone } = await repos.pushSubscriptions.upsert(device(a, 'https://push.example.com/gone'));
    const [target] = await repos.pushSubscriptions.targets(a.executiveId);
    if (!target) throw new Error('no target');
    await repos.pushSubscriptions.upsert({ ...device(a, 'https://push.example.com/gone'), p256dh: 'BRenewed' });
    expect(await repos.pushSubscriptions.removeGone(target)).toBe(false);
    const [renewed] = await repos.pushSubscriptions.targets(a.executiveId);
    if (!renewed) throw new Error('no renewed target');
    await repos.pushSubscriptions.claimDeliveries(phone.id, ['event-1-x'], T0);
    expect(await repos.pushSubscriptions.removeGone(renewed)).toBe(true);
    expect(await repos.pushSubscriptions.targets(a.executiveId)).toEqual([]);
    const left = await repos.conn.db.selectFrom('push_deliveries').selectAll().execute();
    expect(left).toEqual([]);
  });

  it('keeps the first VAPID pair stored when several processes generate one at once', async () => {
    const { repos } = await setup();
    expect(await repos.pushSubscriptions.vapidKeys()).toBeUndefined();
    const pairs = Array.from({ length: 8 }, vapidPair);
    const kept = await Promise.all(pairs.map((pair) => repos.pushSubscriptions.keepVapidKeys(pair, T0)));
    const stored = await repos.pushSubscriptions.vapidKeys();
    expect(pairs).toContainEqual(stored);
    for (const pair of kept) expect(pair).toEqual(stored);
    expect(await repos.pushSubscriptions.keepVapidKeys(vapidPair(), T0 + MINUTE)).toEqual(stored);
  });

  it('goes with the account: deleting the workspace and the user removes its devices, setting and claims', async () => {
    const { repos, a, b } = await setup();
    const { device: phone } = await repos.pushSubscriptions.upsert(device(a, 'https://push.example.com/doomed'));
    await repos.pushSubscriptions.upsert(device(b, 'https://push.example.com/kept'));
    await repos.pushSubscriptions.setShowDetails(a.executiveId, a.userId, true, T0);
    await repos.pushSubscriptions.claimDeliveries(phone.id, ['event-1-x'], T0);
    await repos.conn.db.deleteFrom('executives').where('id', '=', a.executiveId).execute();
    await repos.conn.db.deleteFrom('users').where('id', '=', a.userId).execute();
    const db = repos.conn.db;
    expect(await db.selectFrom('push_subscriptions').select('endpoint').execute()).toEqual([{ endpoint: 'https://push.example.com/kept' }]);
    expect(await db.selectFrom('push_settings').selectAll().execute()).toEqual([]);
    expect(await db.selectFrom('push_deliveries').selectAll().execute()).toEqual([]);
  });
});
