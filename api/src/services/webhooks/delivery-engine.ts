// Sends queued webhook deliveries from inside the API process (server.ts starts it, shutdown stops
// it; tests start it with their own timings). Each round claims the due deliveries in the database
// (claimDue: one atomic UPDATE, so with several processes each delivery is sent by one), sends them
// and records every attempt. A failed attempt is tried again after the next step of the backoff, until
// the delivery's retry window (24 hours) closes; an endpoint whose deliveries have all failed for 24
// hours is turned off, its pending deliveries failed, and its owner told (the bell, and a mail where
// the server sends mail). A write wakes the engine at once; other processes find the delivery on their
// next tick. Nothing lives only in memory: a restart picks up every pending delivery.
import type { Logger } from 'pino';
import type { Repositories } from '../../db/repositories';
import type { Clock } from '../../lib/clock';
import type { SecretBox } from '../../lib/secret-box';
import type { GuardOptions } from '../../lib/url-guard';
import { sendAttempt } from './send-attempt';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/** The wait before each retry, by how many attempts failed so far (the last step repeats): Standard Webhooks' suggestion. */
export const DEFAULT_RETRY_DELAYS_MS = [5 * SECOND, 5 * MINUTE, 30 * MINUTE, 2 * HOUR, 5 * HOUR, 10 * HOUR];

export interface WebhookTimings {
  retryDelaysMs: readonly number[];
  /** Retries stop this long after the delivery was queued (or sent again). */
  retryWindowMs: number;
  /** An endpoint whose attempts have all failed for this long is turned off. */
  disableAfterMs: number;
  /** How long a claimed delivery is held before another process may take it. */
  leaseMs: number;
  /** How often the engine looks for due deliveries queued by other processes. */
  tickMs: number;
  /** How long one attempt may wait for its answer. */
  timeoutMs: number;
}

export const DEFAULT_WEBHOOK_TIMINGS: WebhookTimings = {
  retryDelaysMs: DEFAULT_RETRY_DELAYS_MS,
  retryWindowMs: 24 * HOUR,
  disableAfterMs: 24 * HOUR,
  leaseMs: MINUTE,
  tickMs: 5 * SECOND,
  timeoutMs: 15 * SECOND,
};

/** Settled deliveries are kept this long for the log. */
const KEEP_MS = 30 * 24 * HOUR;
const BATCH = 8;

export interface WebhookEngineDeps {
  repos: Repositories;
  clock: Clock;
  secrets: SecretBox;
  fetch: GuardOptions;
  timings?: Partial<WebhookTimings>;
  logger?: Logger;
  /** An endpoint was just turned off for failing (once, by the process that did it). */
  onEndpointDisabled?: (endpoint: { id: number; executiveId: number; url: string }) => void | Promise<void>;
}

export interface WebhookEngine {
  /** One round now: claims and sends every due delivery; resolves with how many attempts were made. */
  runOnce: () => Promise<number>;
  /** A delivery was queued here: a round soon, without waiting for the tick. */
  wake: () => void;
  /** Stops ticking and waits for the round in flight. */
  stop: () => Promise<void>;
}

/** One attempt of a claimed delivery and what follows from it. */
export async function attemptDelivery(deps: WebhookEngineDeps, timings: WebhookTimings, deliveryId: number): Promise<void> {
  const { repos, clock } = deps;
  const delivery = await repos.webhookDeliveries.get(deliveryId);
  if (!delivery || delivery.status !== 'pending') return;
  const endpoint = await repos.webhookEndpoints.forDelivery(delivery.endpointId);
  if (!endpoint?.enabled) {
    await repos.webhookDeliveries.settle(deliveryId, 'failed');
    return;
  }
  const at = clock.now();
  const outcome = await sendAttempt(
    { url: endpoint.url, secret: deps.secrets.open(endpoint.secret), messageId: delivery.messageId, payload: delivery.payload, at },
    { ...deps.fetch, timeoutMs: timings.timeoutMs },
  );
  await repos.webhookDeliveries.recordAttempt(deliveryId, { attemptedAt: at.getTime(), ...outcome });
  if (outcome.error === null) {
    await repos.webhookDeliveries.settle(deliveryId, 'delivered');
    await repos.webhookEndpoints.markHealthy(endpoint.id);
    return;
  }
  const nowMs = clock.now().getTime();
  const failingSince = await repos.webhookEndpoints.markFailing(endpoint.id, at.getTime());
  if (nowMs - failingSince >= timings.disableAfterMs) {
    await repos.webhookDeliveries.failPending(endpoint.id);
    if (await repos.webhookEndpoints.disableFailing(endpoint.id, nowMs)) {
      deps.logger?.warn({ endpointId: endpoint.id }, 'webhook endpoint turned off after failing for a day');
      await deps.onEndpointDisabled?.({ id: endpoint.id, executiveId: endpoint.executiveId, url: endpoint.url });
    }
    return;
  }
  const failed = await repos.webhookDeliveries.attemptCount(deliveryId, delivery.retryWindowStart);
  const steps = timings.retryDelaysMs;
  const next = nowMs + (steps[Math.min(failed - 1, steps.length - 1)] ?? 0);
  if (steps.length === 0 || next > delivery.retryWindowStart + timings.retryWindowMs) await repos.webhookDeliveries.settle(deliveryId, 'failed');
  else await repos.webhookDeliveries.reschedule(deliveryId, next);
}

export function startWebhookDeliveries(deps: WebhookEngineDeps): WebhookEngine {
  const timings: WebhookTimings = { ...DEFAULT_WEBHOOK_TIMINGS, ...deps.timings };
  let stopped = false;
  let inFlight: Promise<number> = Promise.resolve(0);
  let nextPruneAt = 0;
  const round = async () => {
    let attempts = 0;
    while (!stopped) {
      const ids = await deps.repos.webhookDeliveries.claimDue(deps.clock.now().getTime(), BATCH, timings.leaseMs);
      if (ids.length === 0) break;
      await Promise.all(
        ids.map((id) =>
          attemptDelivery(deps, timings, id).catch((error: unknown) => {
            deps.logger?.error({ err: error, deliveryId: id }, 'webhook delivery crashed');
          }),
        ),
      );
      attempts += ids.length;
    }
    const nowMs = deps.clock.now().getTime();
    if (nowMs >= nextPruneAt) {
      nextPruneAt = nowMs + HOUR;
      await deps.repos.webhookDeliveries.prune(nowMs - KEEP_MS);
    }
    return attempts;
  };
  const runOnce = () => {
    inFlight = inFlight.then(round, round);
    return inFlight;
  };
  const logFailure = (error: unknown) => deps.logger?.error({ err: error }, 'webhook delivery round failed');
  let woken: NodeJS.Immediate | null = null;
  const timer = setInterval(() => void runOnce().catch(logFailure), timings.tickMs);
  timer.unref();
  return {
    runOnce,
    wake: () => {
      if (stopped || woken) return;
      woken = setImmediate(() => {
        woken = null;
        void runOnce().catch(logFailure);
      });
    },
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      if (woken) clearImmediate(woken);
      await inFlight.catch(() => undefined);
    },
  };
}
