// The server's VAPID identity: the operator's keys when set (PROVANA_VAPID_*), else a pair generated
// once and kept in the database. Generation is race-free across processes: each may generate a
// pair, only the first insert is kept, and every process then reads the stored one.
import webpush from 'web-push';
import type { Repositories } from '../../db/repositories';
import type { VapidKeys } from '../../db/repositories/push-subscriptions';
import type { Clock } from '../../lib/clock';

/** Used when the operator names no contact: push services may use the subject to reach the sender. */
export const DEFAULT_VAPID_SUBJECT = 'mailto:push@provana.app';

export interface VapidOptions {
  /** Both or neither (env.ts checks): the operator's pair instead of the stored one. */
  keys?: VapidKeys;
  subject: string;
}

export interface VapidIdentity extends VapidKeys {
  subject: string;
}

/** Resolves the identity once per process (again after a failure, e.g. the database away). */
export function vapidIdentity(repos: Repositories, clock: Clock, options: VapidOptions): () => Promise<VapidIdentity> {
  let pending: Promise<VapidIdentity> | undefined;
  const load = async (): Promise<VapidIdentity> => {
    const keys =
      options.keys ??
      (await repos.pushSubscriptions.vapidKeys()) ??
      (await repos.pushSubscriptions.keepVapidKeys(webpush.generateVAPIDKeys(), clock.now().getTime()));
    return { ...keys, subject: options.subject };
  };
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
}
