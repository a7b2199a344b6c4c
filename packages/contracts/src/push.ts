// Reminders on a device with Provana closed (Web Push): the server's public key, the devices an
// account subscribed in a workspace, and whether their lock screens show a reminder's title. What
// the device receives is PushReminderPayload, encrypted to its keys.
import { z } from 'zod';
import { IdParamSchema, requiredText } from './common';

export { pushPaths } from './paths/push';

export const PushPublicKeySchema = z.object({
  /** base64url of the uncompressed P-256 point (65 bytes). */
  publicKey: z.string(),
});
export type PushPublicKey = z.infer<typeof PushPublicKeySchema>;

/** https:// (http:// only where the operator allows loopback push services: tests and development). */
export const PushEndpointSchema = z
  .string()
  .trim()
  .min(1, 'is required')
  .max(2000, 'must be at most 2000 characters')
  .refine((url) => /^https?:\/\/[^/\s]/i.test(url), 'must be an https:// address');

// PushSubscription.toJSON() writes its keys in base64url without padding; padding is accepted too.
const base64Url = (bytes: number) => {
  const chars = Math.ceil((bytes * 4) / 3);
  const padding = (4 - (chars % 4)) % 4;
  return new RegExp(`^[A-Za-z0-9_-]{${chars}}={0,${padding}}$`);
};

export const PushSubscriptionKeysSchema = z.object({
  /** The device's P-256 public key: 65 bytes, base64url. */
  p256dh: z.string().regex(base64Url(65), 'must be a 65-byte key in base64url'),
  /** The device's authentication secret: 16 bytes, base64url. */
  auth: z.string().regex(base64Url(16), 'must be a 16-byte secret in base64url'),
});

/** POST .../push/subscriptions: what PushSubscription.toJSON() gives, and a name for the device (1–60 characters). */
export const CreatePushSubscriptionBodySchema = z
  .object({
    endpoint: PushEndpointSchema,
    keys: PushSubscriptionKeysSchema,
    name: requiredText(60),
    /** Sent by toJSON(); the push service's answers say when a subscription ended, so it is not kept. */
    expirationTime: z.number().nullable().optional(),
  })
  .strict();
export type CreatePushSubscriptionBody = z.input<typeof CreatePushSubscriptionBodySchema>;

/** One device that gets reminders. Its endpoint is a secret of the push service and is not sent back. */
export const PushDeviceSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** ISO instants. */
  createdAt: z.string(),
  /** When its push service last accepted a reminder for it; null: none yet. */
  lastSuccessAt: z.string().nullable(),
});
export type PushDevice = z.infer<typeof PushDeviceSchema>;

export const PushSubscriptionIdParamsSchema = z.object({ subscriptionId: IdParamSchema });

/** GET / PUT .../push/settings. Off: the lock screen says "Provana reminder" and when, not what. */
export const PushSettingsSchema = z.object({ showDetails: z.boolean() }).strict();
export type PushSettings = z.infer<typeof PushSettingsSchema>;

/** What a device receives (decrypted by the browser, handed to the service worker's push event). */
export const PushReminderPayloadSchema = z.object({
  title: z.string(),
  body: z.string(),
  /** A path of the dashboard that opens what the reminder is about. */
  url: z.string(),
  /** The reminder's key: a device shows one notification per reminder. */
  tag: z.string(),
});
export type PushReminderPayload = z.infer<typeof PushReminderPayloadSchema>;
