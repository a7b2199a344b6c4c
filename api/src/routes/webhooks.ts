// A workspace's webhook endpoints (its owner only: an endpoint carries a signing secret, and its
// address often a credential of its own; no access token reaches these routes):
// GET    …/webhooks                                   the endpoints (never their secrets)
// POST   …/webhooks                                   { url, events }: its secret `whsec_…` is in this answer and nowhere else
// PATCH  …/webhooks/:webhookId                        { enabled?, events? }: off, on again (its failures forgotten), other events
// DELETE …/webhooks/:webhookId                        with its deliveries
// GET    …/webhooks/:webhookId/deliveries             the latest deliveries with every attempt
// POST   …/webhooks/:webhookId/deliveries/:id/retry   "Send again": due now, with a fresh 24-hour retry window
// Another workspace's endpoint: 404.
import { Hono } from 'hono';
import ipaddr from 'ipaddr.js';
import {
  CreateWebhookBodySchema,
  UpdateWebhookBodySchema,
  WebhookDeliveryParamsSchema,
  WebhookIdParamsSchema,
  type CreatedWebhook,
  type WebhookDeliveriesResponse,
  type WebhookEndpoint,
  type WebhookEndpointsResponse,
  type WebhookEventType,
} from '@provana/contracts/webhooks';
import type { AppEnv, RouteDeps } from '../app-env';
import { requireVerifiedEmail } from '../auth/email-verification';
import type { WebhookEndpointRow } from '../db/repositories/webhooks/endpoints';
import { HttpError, notFound } from '../lib/http-error';
import { refusalOf } from '../lib/url-guard';
import { validJson, validParams } from '../lib/validation';
import { requires } from '../middleware/requires';
import { newWebhookSecret } from '../services/webhooks/secret';

/** Endpoints one workspace may have. */
export const MAX_WEBHOOKS = 10;
/** Deliveries the log lists per endpoint. */
const LISTED_DELIVERIES = 50;

const instant = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

const toEndpoint = (row: WebhookEndpointRow): WebhookEndpoint => ({
  id: row.id,
  url: row.url,
  events: row.events,
  enabled: row.enabled,
  disabledReason: row.disabledReason,
  disabledAt: instant(row.disabledAt),
  failingSince: instant(row.failingSince),
  createdAt: new Date(row.createdAt).toISOString(),
});

/** Refuses at once what no delivery could reach: another scheme, plain http:// off loopback, a private IP literal. */
function checkAddress(raw: string, allowLoopback: boolean): string {
  const refuse = (message: string) => new HttpError(422, 'address_refused', message, 'url');
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw refuse('This is not a web address');
  }
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const literal = ipaddr.isValid(host);
  const loopbackLiteral = literal && ipaddr.process(host).range() === 'loopback';
  if (url.protocol === 'http:' && !(allowLoopback && loopbackLiteral)) throw refuse('Use an https:// address');
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw refuse('Use an https:// address');
  if (url.username || url.password) throw refuse('Put no name or password in the address');
  if (literal && refusalOf(host, allowLoopback)) throw refuse('This address points into a private network');
  return url.href;
}

export function webhookRoutes({ repos, clock, accountMail, calendarAccounts, webhooks }: RouteDeps) {
  const endpointOf = async (executiveId: number, id: number) => {
    const row = await repos.webhookEndpoints.get(executiveId, id);
    if (!row) throw notFound('Webhook');
    return row;
  };
  return new Hono<AppEnv>()
    .get('/webhooks', requires('owner'), async (c) => {
      const rows = await repos.webhookEndpoints.list(c.get('executiveId'));
      return c.json({ endpoints: rows.map(toEndpoint) } satisfies WebhookEndpointsResponse);
    })
    .post('/webhooks', requires('owner'), validJson(CreateWebhookBodySchema), async (c) => {
      requireVerifiedEmail({ accountMail }, c.get('user'), 'webhook');
      const executiveId = c.get('executiveId');
      const body = c.req.valid('json');
      const url = checkAddress(body.url, webhooks.allowLoopback);
      if ((await repos.webhookEndpoints.list(executiveId)).length >= MAX_WEBHOOKS)
        throw new HttpError(409, 'too_many_webhooks', `A workspace can have ${MAX_WEBHOOKS} webhooks at most. Delete one you no longer use.`);
      const secret = newWebhookSecret();
      const id = await repos.webhookEndpoints.create({
        executiveId,
        url,
        events: body.events as WebhookEventType[],
        secret: calendarAccounts.secrets.seal(secret),
        nowMs: clock.now().getTime(),
      });
      return c.json({ secret, endpoint: toEndpoint(await endpointOf(executiveId, id)) } satisfies CreatedWebhook, 201);
    })
    .patch('/webhooks/:webhookId', requires('owner'), validParams(WebhookIdParamsSchema), validJson(UpdateWebhookBodySchema), async (c) => {
      const executiveId = c.get('executiveId');
      const { webhookId } = c.req.valid('param');
      const body = c.req.valid('json');
      await endpointOf(executiveId, webhookId);
      if (body.events) await repos.webhookEndpoints.setEvents(executiveId, webhookId, body.events as WebhookEventType[]);
      if (body.enabled !== undefined) {
        await repos.webhookEndpoints.setEnabled(executiveId, webhookId, body.enabled, clock.now().getTime());
        // Off: what it still had pending is not sent (each can be sent again once it is on).
        if (!body.enabled) await repos.webhookDeliveries.failPending(webhookId);
      }
      return c.json(toEndpoint(await endpointOf(executiveId, webhookId)));
    })
    .delete('/webhooks/:webhookId', requires('owner'), validParams(WebhookIdParamsSchema), async (c) => {
      if (!(await repos.webhookEndpoints.remove(c.get('executiveId'), c.req.valid('param').webhookId))) throw notFound('Webhook');
      return c.json({ success: true as const });
    })
    .get('/webhooks/:webhookId/deliveries', requires('owner'), validParams(WebhookIdParamsSchema), async (c) => {
      const { webhookId } = c.req.valid('param');
      await endpointOf(c.get('executiveId'), webhookId);
      const rows = await repos.webhookDeliveries.listForEndpoint(webhookId, LISTED_DELIVERIES);
      const deliveries = rows.map((d) => ({
        id: d.id,
        messageId: d.messageId,
        eventType: d.eventType as WebhookEventType,
        status: d.status,
        createdAt: new Date(d.createdAt).toISOString(),
        nextAttemptAt: d.status === 'pending' ? instant(d.nextAttemptAt) : null,
        attempts: d.attempts.map((a) => ({ at: new Date(a.attemptedAt).toISOString(), statusCode: a.statusCode, error: a.error, durationMs: a.durationMs })),
      }));
      return c.json({ deliveries } satisfies WebhookDeliveriesResponse);
    })
    .post('/webhooks/:webhookId/deliveries/:deliveryId/retry', requires('owner'), validParams(WebhookDeliveryParamsSchema), async (c) => {
      const { webhookId, deliveryId } = c.req.valid('param');
      const endpoint = await endpointOf(c.get('executiveId'), webhookId);
      if (!endpoint.enabled) throw new HttpError(409, 'webhook_disabled', 'Turn this webhook on before sending again.');
      if (!(await repos.webhookDeliveries.resend(webhookId, deliveryId, clock.now().getTime()))) throw notFound('Delivery');
      webhooks.wake();
      return c.json({ success: true as const });
    });
}
