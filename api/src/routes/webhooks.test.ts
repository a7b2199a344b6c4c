// The webhook routes through the app: the secret shown once and stored sealed, what the create
// refuses, off and on, delete, another workspace's endpoint, Send again, and what a write queues:
// the events an endpoint wants, private items by id alone, an invitation without its link.
import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '@provana/contracts';
import type { CreatedWebhook, WebhookEndpointsResponse, WebhookPayload } from '@provana/contracts/webhooks';
import { secretBox } from '../lib/secret-box';
import { createTestContext, get, send, signUp, type TestContext } from '../../test/helpers';
import { delegateAs, invite } from '../../test/support/delegates';
import { createToken, withToken } from '../../test/support/api-tokens';

const secrets = secretBox(randomBytes(32));

describe('webhook endpoints', () => {
  let t: TestContext;
  let woken = 0;
  beforeAll(async () => {
    t = await createTestContext({
      secrets,
      webhooks: {
        allowLoopback: true,
        wake: () => {
          woken++;
        },
      },
    });
  });

  const create = async (body: unknown) => send(t.app, 'POST', apiPaths.webhooks(1), body, t.demoCookie);
  const payloadsOf = async (endpointId: number) =>
    (await t.rows<{ payload: string }>('SELECT payload FROM webhook_deliveries WHERE endpoint_id = ? ORDER BY id', endpointId)).map(
      (r) => JSON.parse(r.payload) as WebhookPayload,
    );

  it('shows a Standard Webhooks secret once and stores it sealed', async () => {
    const res = await create({ url: 'https://hooks.example.com/provana?key=abc', events: ['priority.created', 'decision.made'] });
    expect(res.status).toBe(201);
    const created = (await res.json()) as CreatedWebhook;
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    expect(created.endpoint).toMatchObject({ url: 'https://hooks.example.com/provana?key=abc', events: ['priority.created', 'decision.made'], enabled: true });
    const stored = await t.rows('SELECT * FROM webhook_endpoints WHERE id = ?', created.endpoint.id);
    expect(JSON.stringify(stored)).not.toContain(created.secret.slice(6));
    const listed = await (await get(t.app, apiPaths.webhooks(1), t.demoCookie)).text();
    expect(listed).toContain('hooks.example.com');
    expect(listed).not.toContain(created.secret.slice(6));
  });

  it('refuses bad bodies at their field, and addresses no delivery could reach', async () => {
    for (const body of [
      { url: 'ftp://hooks.example.com', events: ['priority.created'] },
      { url: 'https://hooks.example.com', events: [] },
      { url: 'https://hooks.example.com', events: ['booking.created'] },
      { url: 'https://hooks.example.com', events: ['priority.created', 'priority.created'] },
      { url: 'https://hooks.example.com', events: ['priority.created'], secret: 'mine' },
    ]) {
      const res = await create(body);
      expect(res.status).toBe(400);
    }
    for (const url of ['http://hooks.example.com/x', 'https://10.1.2.3/x', 'https://169.254.169.254/latest', 'https://user:pw@hooks.example.com/']) {
      const res = await create({ url, events: ['priority.created'] });
      expect(res.status).toBe(422);
      expect(await res.json()).toMatchObject({ error: { code: 'address_refused', field: 'url' } });
    }
  });

  it('turns an endpoint off and on, changes its events, and deletes it', async () => {
    const { endpoint } = (await (await create({ url: 'https://hooks.example.com/toggle', events: ['event.created'] })).json()) as CreatedWebhook;
    const off = await send(t.app, 'PATCH', apiPaths.webhook(1, endpoint.id), { enabled: false }, t.demoCookie);
    expect(await off.json()).toMatchObject({ enabled: false, disabledReason: 'owner' });
    const on = await send(t.app, 'PATCH', apiPaths.webhook(1, endpoint.id), { enabled: true, events: ['event.deleted'] }, t.demoCookie);
    expect(await on.json()).toMatchObject({ enabled: true, disabledReason: null, events: ['event.deleted'] });
    expect((await send(t.app, 'PATCH', apiPaths.webhook(1, endpoint.id), {}, t.demoCookie)).status).toBe(400);
    expect((await t.app.request(apiPaths.webhook(1, endpoint.id), { method: 'DELETE', headers: { Cookie: t.demoCookie } })).status).toBe(200);
    expect((await t.app.request(apiPaths.webhook(1, endpoint.id), { method: 'DELETE', headers: { Cookie: t.demoCookie } })).status).toBe(404);
  });

  it("keeps another workspace's endpoints out of reach", async () => {
    const { endpoint } = (await (await create({ url: 'https://hooks.example.com/mine', events: ['event.created'] })).json()) as CreatedWebhook;
    const other = await signUp(t.app, 'webhook-other@example.com');
    const list = (await (await get(t.app, apiPaths.webhooks(other.executiveId), other.cookie)).json()) as WebhookEndpointsResponse;
    expect(list.endpoints).toEqual([]);
    for (const path of [apiPaths.webhook(other.executiveId, endpoint.id), apiPaths.webhookDeliveries(other.executiveId, endpoint.id)]) {
      expect((await get(t.app, path, other.cookie)).status).toBe(404);
    }
    expect((await get(t.app, apiPaths.webhooks(1), other.cookie)).status).toBe(403);
  });

  it('is for the owner alone: a Full delegate and a token with every scope are refused', async () => {
    const full = await delegateAs(t, 'webhook-full@example.com', 'full', t.demoCookie);
    expect((await get(t.app, apiPaths.webhooks(1), full.cookie)).status).toBe(403);
    const { token } = await createToken(t.app, t.demoCookie, {
      name: 'Everything',
      scopes: ['brief:write', 'planning:write', 'team:write', 'leadership:write', 'voice:write'],
    });
    expect((await t.app.request(apiPaths.webhooks(1), withToken(token))).status).toBe(403);
  });

  it('are in the OpenAPI document as owner-only routes no token reaches', async () => {
    const doc = (await (await get(t.app, apiPaths.openApiDocument)).json()) as { paths: Record<string, Record<string, Record<string, unknown>>> };
    const post = doc.paths['/api/executive/{id}/webhooks']?.post;
    expect(post).toMatchObject({ 'x-provana-role': 'owner', 'x-provana-scopes': [] });
    expect(doc.paths['/api/executive/{id}/webhooks/{webhookId}/deliveries/{deliveryId}/retry']?.post).toBeDefined();
  });

  it('queues the events an endpoint wants, with the item, and wakes the engine', async () => {
    const { endpoint } = (await (
      await create({ url: 'https://hooks.example.com/planning', events: ['event.created', 'event.deleted'] })
    ).json()) as CreatedWebhook;
    const before = woken;
    const event = { title: 'Board prep', startTime: '2025-03-12T10:00:00', endTime: '2025-03-12T11:00:00', type: 'focus', priority: 'low' };
    const shared = (await (await send(t.app, 'POST', apiPaths.calendarEvents(1), event, t.demoCookie)).json()) as { id: number };
    const hidden = (await (
      await send(t.app, 'POST', apiPaths.calendarEvents(1), { ...event, title: 'Zanzibar clinic', private: true }, t.demoCookie)
    ).json()) as {
      id: number;
    };
    expect((await t.app.request(apiPaths.calendarEvent(1, shared.id), { method: 'DELETE', headers: { Cookie: t.demoCookie } })).status).toBe(200);
    // A priority is not among its events.
    await send(t.app, 'POST', apiPaths.priorities(1), { task: 'Not for this endpoint', urgency: 'low' }, t.demoCookie);
    const payloads = await payloadsOf(endpoint.id);
    expect(payloads.map((p) => [p.type, p.data.id])).toEqual([
      ['event.created', shared.id],
      ['event.created', hidden.id],
      ['event.deleted', shared.id],
    ]);
    expect(payloads[0]?.data).toMatchObject({ workspaceId: 1, title: 'Board prep', startTime: '2025-03-12T10:00:00' });
    // The private event: its id alone.
    expect(payloads[1]?.data).toEqual({ workspaceId: 1, id: hidden.id, private: true });
    expect(JSON.stringify(payloads)).not.toContain('Zanzibar');
    expect(woken).toBeGreaterThan(before);
  });

  it('announces an invitation without its link, and a decision made', async () => {
    const { endpoint } = (await (
      await create({ url: 'https://hooks.example.com/people', events: ['delegate.invited', 'decision.made'] })
    ).json()) as CreatedWebhook;
    const invitation = await invite(t, 'webhook-invitee@example.com', 'viewer', t.demoCookie);
    const decided = await send(t.app, 'POST', apiPaths.decisionDecide(1, 1), { choice: 'Go', rationale: 'Numbers add up' }, t.demoCookie);
    expect(decided.status).toBe(200);
    const payloads = await payloadsOf(endpoint.id);
    expect(payloads.map((p) => p.type)).toEqual(['delegate.invited', 'decision.made']);
    expect(payloads[0]?.data).toMatchObject({ id: invitation.invitation.id, email: 'webhook-invitee@example.com', role: 'viewer' });
    expect(JSON.stringify(payloads[0])).not.toContain(invitation.link.split('/invitations/')[1]);
    expect(payloads[1]?.data).toMatchObject({ id: 1, choice: 'Go' });
  });

  it('announces a processed recording, and a priority the assistant completed, read back by id', async () => {
    const { endpoint } = (await (
      await create({ url: 'https://hooks.example.com/voice', events: ['recording.processed', 'priority.completed'] })
    ).json()) as CreatedWebhook;
    const recorded = await send(
      t.app,
      'POST',
      apiPaths.voiceRecording,
      { executiveId: 1, transcript: 'Plan the offsite agenda', durationSeconds: 4 },
      t.demoCookie,
    );
    expect(recorded.status).toBe(201);
    const added = (await (await send(t.app, 'POST', apiPaths.priorities(1), { task: 'Done by the assistant', urgency: 'low' }, t.demoCookie)).json()) as {
      id: number;
    };
    const confirmed = await send(t.app, 'POST', apiPaths.assistantActions(1), { action: { kind: 'complete_task', priorityId: added.id } }, t.demoCookie);
    expect(confirmed.status).toBe(200);
    const payloads = await payloadsOf(endpoint.id);
    expect(payloads.map((p) => p.type)).toEqual(['recording.processed', 'priority.completed']);
    expect(payloads[0]?.data).toMatchObject({ workspaceId: 1, transcript: 'Plan the offsite agenda' });
    expect(payloads[1]?.data).toMatchObject({ workspaceId: 1, id: added.id, task: 'Done by the assistant', completed: true });
  });

  it('sends a delivery again only while the endpoint is on', async () => {
    const { endpoint } = (await (await create({ url: 'https://hooks.example.com/again', events: ['priority.created'] })).json()) as CreatedWebhook;
    await send(t.app, 'POST', apiPaths.priorities(1), { task: 'Queued once', urgency: 'low' }, t.demoCookie);
    const [delivery] = await t.rows<{ id: number }>('SELECT id FROM webhook_deliveries WHERE endpoint_id = ?', endpoint.id);
    const id = Number(delivery?.id);
    await send(t.app, 'PATCH', apiPaths.webhook(1, endpoint.id), { enabled: false }, t.demoCookie);
    expect((await send(t.app, 'POST', apiPaths.webhookRedelivery(1, endpoint.id, id), {}, t.demoCookie)).status).toBe(409);
    await send(t.app, 'PATCH', apiPaths.webhook(1, endpoint.id), { enabled: true }, t.demoCookie);
    expect((await send(t.app, 'POST', apiPaths.webhookRedelivery(1, endpoint.id, id), {}, t.demoCookie)).status).toBe(200);
    expect((await send(t.app, 'POST', apiPaths.webhookRedelivery(1, endpoint.id, id + 999), {}, t.demoCookie)).status).toBe(404);
    const [row] = await t.rows<{ status: string }>('SELECT status FROM webhook_deliveries WHERE id = ?', id);
    expect(row?.status).toBe('pending');
  });
});
