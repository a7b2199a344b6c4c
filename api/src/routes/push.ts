// Reminders on this account's devices (Web Push), in the workspace of the path: GET .../push/key (the
// server's public VAPID key), GET/POST .../push/subscriptions (the devices; the same endpoint again
// updates that device), DELETE .../push/subscriptions/:subscriptionId, GET/PUT .../push/settings
// ({ showDetails }). A device belongs to the account that subscribed it, so an assistant's phone and
// the executive's are listed and removed apart.
import { createECDH } from 'node:crypto';
import { Hono } from 'hono';
import {
  CreatePushSubscriptionBodySchema,
  PushSettingsSchema,
  PushSubscriptionIdParamsSchema,
  type PushPublicKey,
  type PushSettings,
} from '@provana/contracts';
import type { AppEnv, RouteDeps } from '../app-env';
import { HttpError } from '../lib/http-error';
import { validJson, validParams } from '../lib/validation';
import { DEFAULT_VAPID_SUBJECT, vapidIdentity } from '../services/push/vapid-keys';
import { requires } from '../middleware/requires';

/** Devices one account may have in one workspace. */
export const MAX_PUSH_DEVICES = 20;

const invalid = (field: string, message: string) => new HttpError(400, 'validation_error', `${field}: ${message}`, field);
const notFound = () => new HttpError(404, 'not_found', 'Device not found');

const LOOPBACK_HOSTS = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/i;

/** https://; http:// only to a loopback host, where the operator allows loopback push services. */
function checkEndpoint(endpoint: string, allowLoopback: boolean): void {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    throw invalid('endpoint', 'must be an https:// address');
  }
  if (url.protocol === 'https:') return;
  if (url.protocol === 'http:' && allowLoopback && LOOPBACK_HOSTS.test(url.hostname)) return;
  throw invalid('endpoint', 'must be an https:// address');
}

/** A point on P-256, or the payload could never be encrypted to it. */
function checkDeviceKey(p256dh: string): void {
  try {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    ecdh.computeSecret(Buffer.from(p256dh, 'base64url'));
  } catch {
    throw invalid('keys.p256dh', 'is not a P-256 public key');
  }
}

function sessionUserId(c: { get: (key: 'user') => AppEnv['Variables']['user'] }): number {
  const user = c.get('user');
  // The executive router answered 401 already; this keeps the type honest.
  if (!user) throw new HttpError(401, 'unauthenticated', 'Sign in to continue');
  return user.id;
}

export function pushRoutes({
  repos,
  clock,
  push = { vapid: vapidIdentity(repos, clock, { subject: DEFAULT_VAPID_SUBJECT }), allowLoopback: false },
}: RouteDeps) {
  return new Hono<AppEnv>()
    .get('/push/key', requires('read'), async (c) => c.json({ publicKey: (await push.vapid()).publicKey } satisfies PushPublicKey))
    .get('/push/subscriptions', requires('read'), async (c) => c.json(await repos.pushSubscriptions.list(c.get('executiveId'), sessionUserId(c))))
    .post('/push/subscriptions', requires('read'), validJson(CreatePushSubscriptionBodySchema), async (c) => {
      const body = c.req.valid('json');
      checkEndpoint(body.endpoint, push.allowLoopback);
      checkDeviceKey(body.keys.p256dh);
      const executiveId = c.get('executiveId');
      const userId = sessionUserId(c);
      const devices = await repos.pushSubscriptions.list(executiveId, userId);
      if (devices.length >= MAX_PUSH_DEVICES && !(await repos.pushSubscriptions.isOwnEndpoint(executiveId, userId, body.endpoint))) {
        throw new HttpError(409, 'too_many_devices', `An account can get reminders on at most ${MAX_PUSH_DEVICES} devices; remove one first`);
      }
      const { device, created } = await repos.pushSubscriptions.upsert({
        executiveId,
        userId,
        endpoint: body.endpoint,
        p256dh: body.keys.p256dh,
        auth: body.keys.auth,
        name: body.name,
        nowMs: clock.now().getTime(),
      });
      return c.json(device, created ? 201 : 200);
    })
    .delete('/push/subscriptions/:subscriptionId', requires('read'), validParams(PushSubscriptionIdParamsSchema), async (c) => {
      const removed = await repos.pushSubscriptions.remove(c.get('executiveId'), sessionUserId(c), c.req.valid('param').subscriptionId);
      if (!removed) throw notFound();
      return c.json({ success: true as const });
    })
    .get('/push/settings', requires('read'), async (c) =>
      c.json({ showDetails: await repos.pushSubscriptions.showDetails(c.get('executiveId'), sessionUserId(c)) } satisfies PushSettings),
    )
    .put('/push/settings', requires('read'), validJson(PushSettingsSchema), async (c) => {
      const { showDetails } = c.req.valid('json');
      await repos.pushSubscriptions.setShowDetails(c.get('executiveId'), sessionUserId(c), showDetails, clock.now().getTime());
      return c.json({ showDetails } satisfies PushSettings);
    });
}
