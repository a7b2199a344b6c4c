// Push end to end on loopback: a device subscribes through the API with keys the test generated; a
// fake push service on 127.0.0.1 receives what a push round sends, checks the VAPID signature and
// decrypts the aes128gcm body as a browser would. Once per device and reminder; 410 drops the device;
// the lock screen leaves titles out unless the person turned details on. On SQLite and PostgreSQL.
import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { pushPaths, type PushDevice, type PushReminderPayload } from '@provana/contracts';
import { get, send } from '../../../test/helpers';
import { startFakePushService, type FakePushService, type ReceivedPush } from '../../../test/support/fake-push-service';
import { createPushTestContext } from '../../../test/support/push-app';
import { decryptPushBody, deviceKeys, verifyVapid, type DeviceKeys } from '../../../test/support/web-push-receiver';

const MINUTE = 60_000;

describe('push reminders end to end', () => {
  let service: FakePushService;
  let t: Awaited<ReturnType<typeof createPushTestContext>>;
  let phone: DeviceKeys;

  beforeEach(async () => {
    service = await startFakePushService();
    t = await createPushTestContext();
    phone = deviceKeys();
    const res = await t.subscribe({ endpoint: service.endpoint('phone'), keys: { p256dh: phone.p256dh, auth: phone.auth }, name: 'Test phone' });
    expect(res.status).toBe(201);
  });
  afterEach(() => service.close());

  /** What the device shows for a received push, after checking the request as a push service does. */
  async function open(push: ReceivedPush | undefined, device = phone): Promise<PushReminderPayload> {
    if (!push) throw new Error('nothing was pushed');
    const serverKey = ((await (await get(t.app, pushPaths.pushKey(1), t.cookie)).json()) as { publicKey: string }).publicKey;
    const claims = verifyVapid(push.headers.authorization, service.origin);
    expect(claims.publicKey).toBe(serverKey);
    expect(claims.sub).toBe('mailto:operator@example.com');
    expect(push.headers['content-encoding']).toBe('aes128gcm');
    expect(push.headers.urgency).toBe('high');
    expect(Number(push.headers.ttl)).toBeGreaterThan(0);
    return JSON.parse(decryptPushBody(push.body, device)) as PushReminderPayload;
  }

  it('sends a due reminder once, signed and encrypted to the device, without the title on the lock screen', async () => {
    const id = await t.addEvent('Board prep with Dana', '2025-03-12T09:20:00', 15);
    // Not due yet at 09:00.
    expect(await t.round()).toMatchObject({ sent: 0 });
    expect(service.received).toHaveLength(0);

    t.clock.advanceMs(6 * MINUTE);
    expect(await t.round()).toMatchObject({ sent: 1, failed: 0 });
    expect(service.received.map((p) => p.path)).toEqual(['/push/phone']);
    const payload = await open(service.received[0]);
    expect(payload).toEqual({
      title: 'Provana reminder',
      body: 'Event · In 15 minutes · 09:20',
      url: `/dashboard/calendar?event=${id}&date=2025-03-12`,
      tag: `event-${id}-2025-03-12T09:05:00`,
    });
    expect(JSON.stringify(payload)).not.toContain('Board prep');

    // The next rounds find it claimed: nothing more is sent.
    t.clock.advanceMs(MINUTE);
    expect(await t.round()).toMatchObject({ sent: 0 });
    expect(service.received).toHaveLength(1);
    const devices = (await (await get(t.app, pushPaths.pushSubscriptions(1), t.cookie)).json()) as PushDevice[];
    expect(devices[0]?.lastSuccessAt).toBe(new Date(t.clock.now().getTime() - MINUTE).toISOString());
  });

  it("shows the reminder's title and detail once the person turns details on", async () => {
    expect((await send(t.app, 'PUT', pushPaths.pushSettings(1), { showDetails: true }, t.cookie)).status).toBe(200);
    const id = await t.addEvent('Board prep with Dana', '2025-03-12T09:31:00', 30);
    t.clock.advanceMs(2 * MINUTE);
    await t.round();
    expect(await open(service.received[0])).toEqual({
      title: 'Board prep with Dana',
      body: 'In 30 minutes · 09:31',
      url: `/dashboard/calendar?event=${id}&date=2025-03-12`,
      tag: `event-${id}-2025-03-12T09:01:00`,
    });
  });

  it('sends each device its own copy, encrypted to its own keys', async () => {
    const laptop = deviceKeys();
    await t.subscribe({ endpoint: service.endpoint('laptop'), keys: { p256dh: laptop.p256dh, auth: laptop.auth }, name: 'Laptop' });
    await t.addEvent('Budget review', '2025-03-12T09:10:00', 5);
    t.clock.advanceMs(6 * MINUTE);
    expect(await t.round()).toMatchObject({ sent: 2 });
    const byPath = new Map(service.received.map((p) => [p.path, p]));
    expect((await open(byPath.get('/push/phone'), phone)).body).toBe('Event · In 5 minutes · 09:10');
    expect((await open(byPath.get('/push/laptop'), laptop)).body).toBe('Event · In 5 minutes · 09:10');
    // The phone's keys cannot read the laptop's copy.
    expect(() => decryptPushBody(byPath.get('/push/laptop')?.body ?? Buffer.alloc(0), phone)).toThrow();
  });

  it('drops a device whose push service answers 410, and sends it nothing more', async () => {
    service.answer('phone', 410);
    await t.addEvent('Call with legal', '2025-03-12T09:15:00', 10);
    t.clock.advanceMs(6 * MINUTE);
    expect(await t.round()).toMatchObject({ sent: 0, removed: 1 });
    expect(await (await get(t.app, pushPaths.pushSubscriptions(1), t.cookie)).json()).toEqual([]);
    expect(
      Number(
        (
          await t.repos.conn.db
            .selectFrom('push_deliveries')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirst()
        )?.n,
      ),
    ).toBe(0);
    await t.addEvent('Call with legal again', '2025-03-12T09:20:00', 10);
    t.clock.advanceMs(5 * MINUTE);
    expect(await t.round()).toMatchObject({ sent: 0 });
    expect(service.received).toHaveLength(1);
  });

  it('keeps a device that subscribed again while its old subscription was answered 410, and sends to its new keys', async () => {
    await t.addEvent('Offsite planning', '2025-03-12T09:15:00', 10);
    t.clock.advanceMs(6 * MINUTE);
    const renewed = deviceKeys();
    const first = await t.round(async () => {
      // The browser renews its subscription (same endpoint, new keys) while the push service drops the old one.
      await t.subscribe({ endpoint: service.endpoint('phone'), keys: { p256dh: renewed.p256dh, auth: renewed.auth }, name: 'Test phone' });
      return { status: 410 };
    });
    expect(first).toMatchObject({ sent: 0, removed: 0 });
    expect(await (await get(t.app, pushPaths.pushSubscriptions(1), t.cookie)).json()).toHaveLength(1);
    expect(await t.round()).toMatchObject({ sent: 1 });
    expect((await open(service.received[0], renewed)).body).toBe('Event · In 10 minutes · 09:15');
  });

  it('gives the claim back when the push service fails, and delivers on the next round', async () => {
    service.answer('phone', 503);
    await t.addEvent('Hiring sync', '2025-03-12T09:15:00', 10);
    t.clock.advanceMs(6 * MINUTE);
    expect(await t.round()).toMatchObject({ sent: 0, failed: 1 });
    expect(await (await get(t.app, pushPaths.pushSubscriptions(1), t.cookie)).json()).toHaveLength(1);
    service.answer('phone', 201);
    expect(await t.round()).toMatchObject({ sent: 1 });
    expect(service.received.map((p) => p.status)).toEqual([503, 201]);
    expect((await open(service.received[1])).body).toBe('Event · In 10 minutes · 09:15');
  });

  it("logs a failed delivery with the device's id and the status, never its endpoint or keys", async () => {
    const lines: string[] = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(line) });
    service.answer('phone', 500);
    await t.addEvent('Investor call', '2025-03-12T09:15:00', 10);
    t.clock.advanceMs(6 * MINUTE);
    expect(await t.round(undefined, logger)).toMatchObject({ failed: 1 });
    service.answer('phone', 410);
    expect(await t.round(undefined, logger)).toMatchObject({ removed: 1 });
    const log = lines.join('');
    expect(lines.map((l) => JSON.parse(l) as { msg: string; status: number; subscriptionId: number })).toEqual([
      expect.objectContaining({ msg: 'push reminder not delivered; will retry', status: 500, subscriptionId: expect.any(Number) }),
      expect.objectContaining({ msg: 'push subscription gone; removed', status: 410 }),
    ]);
    for (const secret of [service.origin, '/push/phone', phone.p256dh, phone.auth, 'Investor']) expect(log).not.toContain(secret);
  });

  it('sends a reminder once even when several processes run their rounds at the same moment', async () => {
    await t.addEvent('Quarterly planning', '2025-03-12T09:15:00', 10);
    t.clock.advanceMs(6 * MINUTE);
    const results = await Promise.all([t.round(), t.round(), t.round(), t.round()]);
    expect(results.reduce((n, r) => n + r.sent, 0)).toBe(1);
    expect(service.received).toHaveLength(1);
  });

  it('sends nothing that came due before the device subscribed, nor more than 15 minutes back', async () => {
    await t.addEvent('Before subscribing', '2025-03-12T09:00:00', 5);
    t.clock.advanceMs(40 * MINUTE);
    await t.addEvent('Long ago', '2025-03-12T09:30:00', 10);
    await t.addEvent('Just now', '2025-03-12T09:45:00', 10);
    await t.round();
    expect(await Promise.all(service.received.map(async (p) => (await open(p)).tag))).toEqual([expect.stringMatching(/-2025-03-12T09:35:00$/)]);
  });
});
