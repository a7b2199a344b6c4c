// The environment of Web Push reminders, read with the rest at start-up (env.ts).
import { z } from 'zod';
import type { VapidKeys } from '../../db/repositories/push-subscriptions';
import { DEFAULT_VAPID_SUBJECT } from './vapid-keys';
import { PUSH_INTERVAL_MS } from './push-scheduler';

const flag = z
  .enum(['true', 'false', '1', '0'])
  .default('false')
  .transform((v) => v === 'true' || v === '1');

const base64UrlKey = (bytes: number) =>
  z
    .string()
    .optional()
    .transform((v) => v?.trim() || undefined)
    .refine((v) => v === undefined || (/^[A-Za-z0-9_-]+$/.test(v) && Buffer.from(v, 'base64url').length === bytes), `must be ${bytes} bytes in base64url`);

export const pushEnvShape = {
  /**
   * The server's VAPID key pair (npx web-push generate-vapid-keys), both or neither. Unset: a pair is
   * generated at first use and kept in the database. Changing it ends every device's subscription.
   */
  PROVANA_VAPID_PUBLIC_KEY: base64UrlKey(65),
  PROVANA_VAPID_PRIVATE_KEY: base64UrlKey(32),
  /** A contact for push services: mailto:you@example.com or an https:// page. */
  PROVANA_VAPID_SUBJECT: z
    .string()
    .optional()
    .refine((v) => !v || /^(mailto:[^\s@]+@[^\s@]+|https:\/\/[^\s/]+\S*)$/.test(v), 'must be a mailto: address or an https:// URL')
    .transform((v) => v || DEFAULT_VAPID_SUBJECT),
  /** How often due reminders are sent to devices. */
  PROVANA_PUSH_INTERVAL_MS: z.coerce.number().int().min(1000).max(3_600_000).default(PUSH_INTERVAL_MS),
  /**
   * Tests and development only: devices may subscribe with push services on loopback addresses
   * (127.0.0.0/8, ::1) over plain http://. Private, link-local and metadata addresses stay refused.
   */
  PROVANA_PUSH_ALLOW_LOOPBACK: flag,
};

type PushEnv = { [K in keyof typeof pushEnvShape]: z.output<(typeof pushEnvShape)[K]> };

export interface PushConfig {
  vapid: { keys?: VapidKeys; subject: string };
  intervalMs: number;
  allowLoopback: boolean;
}

export function pushConfigFromEnv(env: PushEnv): PushConfig {
  const publicKey = env.PROVANA_VAPID_PUBLIC_KEY;
  const privateKey = env.PROVANA_VAPID_PRIVATE_KEY;
  if ((publicKey === undefined) !== (privateKey === undefined)) {
    throw new Error('Invalid environment: PROVANA_VAPID_PUBLIC_KEY and PROVANA_VAPID_PRIVATE_KEY go together: set both or neither');
  }
  return {
    vapid: { ...(publicKey && privateKey ? { keys: { publicKey, privateKey } } : {}), subject: env.PROVANA_VAPID_SUBJECT },
    intervalMs: env.PROVANA_PUSH_INTERVAL_MS,
    allowLoopback: env.PROVANA_PUSH_ALLOW_LOOPBACK,
  };
}
