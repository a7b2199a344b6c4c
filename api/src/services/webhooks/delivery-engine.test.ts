// The delivery engine against a real receiver on loopback, over the suite's database (SQLite here,
// PostgreSQL in the postgres project): signatures the `standardwebhooks` library verifies, 500 twice
// then 200 (delivered on the third try, every attempt in the log), a restart mid-retry, a claim no
// second process gets, the retry window closing, and an endpoint failing for a day turned off.
import { randomBytes } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { apiPaths, type NotificationsResponse, type Priority } from '@provana/contracts';
import type { CreatedWebhook, WebhookDeliveriesResponse, WebhookPayload } from '@provana/contracts/webhooks';
import { createApp } from '../../app';
import { createBuiltInEngine } from '../../assistant/built-in';
import { createRepositories } from '../../db/repositories';
import { secretBox } from '../../lib/secret-box';
import { createTestContext, get, send, type TestContext } from '../../../test/helpers';
import { startWebhookReceiver, type WebhookReceiver } from '../../../test/support/webhook-receiver';
import { startWebhookDeliveries, type WebhookEngine, type WebhookEngineDeps } from './delivery-engine';

const secrets = secretBox(randomBytes(32));
const STEP_MS = 1000;

describe('webhook deliveries', () => {
  let t: TestContext;
  let receiver: WebhookReceiver | undefined;
  const engines: WebhookEngine[] = [];

  /** An engine over the suite's database with short steps; the tick is long, so rounds run when the test says. */
  const engine = (over: Partial<WebhookEngineDeps> = {}, repos = t.repos) => {
    const started = startWebhookDeliveries({
      repos,
      clock: t.clock,
      secrets,
      fetch: { allowLoopback: true },
      timings: { retryDelaysMs: [STEP_MS], retryWindowMs: 60 * STEP_MS, disableAfterMs: 3_600_000, leaseMs: 30 * STEP_MS, tickMs: 3_600_000 },
      ...over,
    });
    engines.push(started);
    return started;
  };

  /** An endpoint for priority.completed at the receiver; its secret handed to the receiver. */
  async function endpointAt(r: WebhookReceiver): Promise<CreatedWebhook> {
    const res = await send(t.app, 'POST', apiPaths.webhooks(1), { url: r.url, events: ['priority.completed'] }, t.demoCookie);
    expect(res.status).toBe(201);
    const created = (await res.json()) as CreatedWebhook;
    r.setSecret(created.secret);
    return created;
  }

  async function completeAPriority(): Promise<number> {
    const priorities = (await (await get(t.app, apiPaths.priorities(1), t.demoCookie)).json()) as Priority[];
    const open = priorities.find((p) => !p.completed);
    if (!open) throw new Error('the demo has no open priority');
    expect((await send(t.app, 'PATCH', apiPaths.priority(1, open.id), { completed: true }, t.demoCookie)).status).toBe(200);
    return open.id;
  }

  const deliveries = async (endpointId: number) =>
    ((await (await get(t.app, apiPaths.webhookDeliveries(1, endpointId), t.demoCookie)).json()) as WebhookDeliveriesResponse).deliveries;

  beforeEach(async () => {
    // The receiver checks signature timestamps against its own clock: the suite runs at the real time.
    t = await createTestContext({ now: new Date(), secrets, webhooks: { allowLoopback: true } });
  });

  afterEach(async () => {
    await Promise.all(engines.splice(0).map((e) => e.stop()));
    await receiver?.close();
    receiver = undefined;
  });

  it('retries after 500 twice and delivers on the third try, signed, with every attempt in the log', async () => {
    receiver = await startWebhookReceiver([500, 500, 200]);
    const { endpoint } = await endpointAt(receiver);
    const priorityId = await completeAPriority();
    const deliveries1 = await deliveries(endpoint.id);
    expect(deliveries1.map((d) => [d.eventType, d.status])).toEqual([['priority.completed', 'pending']]);

    const run = engine();
    expect(await run.runOnce()).toBe(1);
    // Not due again before its backoff step.
    expect(await run.runOnce()).toBe(0);
    t.clock.advanceMs(STEP_MS);
    expect(await run.runOnce()).toBe(1);
    t.clock.advanceMs(STEP_MS);
    expect(await run.runOnce()).toBe(1);

    expect(receiver.received.map((r) => [r.status, r.verified])).toEqual([
      [500, true],
      [500, true],
      [200, true],
    ]);
    // One message: the same id and body on every attempt.
    expect(new Set(receiver.received.map((r) => r.headers['webhook-id'])).size).toBe(1);
    expect(new Set(receiver.received.map((r) => r.body)).size).toBe(1);
    const payload = JSON.parse(receiver.received[0]?.body ?? '{}') as WebhookPayload;
    expect(payload).toMatchObject({ type: 'priority.completed', data: { workspaceId: 1, id: priorityId, completed: true } });

    const [logged] = await deliveries(endpoint.id);
    expect(logged?.status).toBe('delivered');
    expect(logged?.attempts.map((a) => a.statusCode)).toEqual([500, 500, 200]);
    expect(logged?.attempts.map((a) => a.error)).toEqual(['answered 500', 'answered 500', null]);
  });

  it('still delivers after a restart mid-retry, and after a process died holding its claim', async () => {
    receiver = await startWebhookReceiver([500, 200]);
    const { endpoint } = await endpointAt(receiver);
    await completeAPriority();
    const first = engine();
    expect(await first.runOnce()).toBe(1);
    await first.stop();

    // A new app and engine over the same database, as after a restart.
    const repos = createRepositories(t.db);
    const app = createApp({
      db: t.db,
      clock: t.clock,
      engine: createBuiltInEngine(),
      calendarAccounts: { secrets, intervalMs: 300_000 },
    });
    // A process claims the retry and dies before sending it: nobody else gets it while the claim holds.
    t.clock.advanceMs(STEP_MS);
    expect(await repos.webhookDeliveries.claimDue(t.clock.now().getTime(), 10, 30 * STEP_MS)).toHaveLength(1);
    const second = engine({}, repos);
    expect(await second.runOnce()).toBe(0);
    // Its claim runs out: the next process sends it.
    t.clock.advanceMs(30 * STEP_MS);
    expect(await second.runOnce()).toBe(1);
    expect(receiver.received.map((r) => [r.status, r.verified])).toEqual([
      [500, true],
      [200, true],
    ]);
    const res = await app.request(apiPaths.webhookDeliveries(1, endpoint.id), { headers: { Cookie: t.demoCookie } });
    const [logged] = ((await res.json()) as WebhookDeliveriesResponse).deliveries;
    expect(logged?.status).toBe('delivered');
    expect(logged?.attempts.map((a) => a.statusCode)).toEqual([500, 200]);
  });

  it('hands a due delivery to one of two claiming processes', async () => {
    receiver = await startWebhookReceiver([200]);
    await endpointAt(receiver);
    await completeAPriority();
    const other = createRepositories(t.db);
    const nowMs = t.clock.now().getTime();
    const [a, b] = await Promise.all([t.repos.webhookDeliveries.claimDue(nowMs, 10, 60_000), other.webhookDeliveries.claimDue(nowMs, 10, 60_000)]);
    expect([...(a ?? []), ...(b ?? [])]).toHaveLength(1);
  });

  it('fails a delivery once its retry window closes, and Send again tries it anew', async () => {
    receiver = await startWebhookReceiver([503, 503, 503, 200]);
    const { endpoint } = await endpointAt(receiver);
    await completeAPriority();
    const run = engine({ timings: { retryDelaysMs: [STEP_MS], retryWindowMs: 2 * STEP_MS, disableAfterMs: 3_600_000, leaseMs: STEP_MS, tickMs: 3_600_000 } });
    for (let i = 0; i < 3; i++) {
      await run.runOnce();
      t.clock.advanceMs(STEP_MS);
    }
    expect(await run.runOnce()).toBe(0);
    const [failed] = await deliveries(endpoint.id);
    expect(failed?.status).toBe('failed');
    expect(failed?.attempts).toHaveLength(3);

    const retry = await send(t.app, 'POST', apiPaths.webhookRedelivery(1, endpoint.id, failed?.id ?? 0), {}, t.demoCookie);
    expect(retry.status).toBe(200);
    expect(await run.runOnce()).toBe(1);
    const [again] = await deliveries(endpoint.id);
    expect(again?.status).toBe('delivered');
    expect(again?.attempts.map((a) => a.statusCode)).toEqual([503, 503, 503, 200]);
  });

  it('turns off an endpoint failing for a day, fails what it had pending, and tells the owner', async () => {
    receiver = await startWebhookReceiver([500]);
    const { endpoint } = await endpointAt(receiver);
    const told: number[] = [];
    const run = engine({
      timings: { retryDelaysMs: [STEP_MS], retryWindowMs: 3_600_000, disableAfterMs: 2 * STEP_MS, leaseMs: STEP_MS, tickMs: 3_600_000 },
      onEndpointDisabled: (e) => {
        told.push(e.id);
      },
    });
    await completeAPriority();
    await run.runOnce();
    t.clock.advanceMs(STEP_MS);
    await run.runOnce();
    expect(told).toEqual([]);
    t.clock.advanceMs(STEP_MS);
    await run.runOnce();
    expect(told).toEqual([endpoint.id]);

    const [listed] = ((await (await get(t.app, apiPaths.webhooks(1), t.demoCookie)).json()) as { endpoints: CreatedWebhook['endpoint'][] }).endpoints;
    expect(listed).toMatchObject({ enabled: false, disabledReason: 'failing' });
    expect((await deliveries(endpoint.id)).map((d) => d.status)).toEqual(['failed']);
    // Nothing more is queued for it, and the bell says so.
    await completeAPriority();
    expect(await deliveries(endpoint.id)).toHaveLength(1);
    const bell = (await (await get(t.app, apiPaths.notifications(1), t.demoCookie)).json()) as NotificationsResponse;
    expect(bell.items.filter((i) => i.kind === 'webhook_disabled').map((i) => i.id)).toEqual([`webhook-${endpoint.id}`]);
    // On again: the bell forgets it.
    expect((await send(t.app, 'PATCH', apiPaths.webhook(1, endpoint.id), { enabled: true }, t.demoCookie)).status).toBe(200);
    const after = (await (await get(t.app, apiPaths.notifications(1), t.demoCookie)).json()) as NotificationsResponse;
    expect(after.items.some((i) => i.kind === 'webhook_disabled')).toBe(false);
  });

  it('records a refused address as a failed attempt without connecting', async () => {
    receiver = await startWebhookReceiver([200]);
    const { endpoint } = await endpointAt(receiver);
    await completeAPriority();
    const run = engine({ fetch: { allowLoopback: false } });
    expect(await run.runOnce()).toBe(1);
    expect(receiver.received).toEqual([]);
    const [logged] = await deliveries(endpoint.id);
    expect(logged?.status).toBe('pending');
    expect(logged?.attempts[0]).toMatchObject({ statusCode: null });
    expect(logged?.attempts[0]?.error).toMatch(/https|private network/);
  });
});
