// One round of reminders sent to devices: for each workspace with devices, the reminders due since
// each device subscribed (at most PUSH_LOOKBACK_MS back, so a server that was down does not flood a
// phone), computed as the bell computes them; each (device, reminder) is claimed in the database
// first, so one process sends it however many look at once. A push service that says the device is
// gone (404, 410) drops the device; any other failure gives the claim back to try next round.
import webpush from 'web-push';
import type { Logger } from 'pino';
import type { DueReminder } from '@provana/contracts';
import type { Repositories } from '../../db/repositories';
import type { PushTarget } from '../../db/repositories/push-subscriptions';
import type { Clock } from '../../lib/clock';
import { nowIn, toIsoDateTime } from '@provana/dates';
import type { GuardOptions } from '../../lib/url-guard';
import { dueReminders } from '../reminders/due-reminders';
import { reminderPayload } from './push-payload';
import { sendPushRequest, type PushRequest, type PushResponse } from './push-transport';
import type { VapidIdentity } from './vapid-keys';

/** How far back a round looks: a reminder older than this when first seen is not sent. */
export const PUSH_LOOKBACK_MS = 15 * 60_000;
/** How long a claim is kept: well past the look-back, so no reminder is claimed twice. */
export const DELIVERY_MEMORY_MS = 48 * 60 * 60_000;
/** How long a push service keeps a reminder for a device that is offline: after an hour it is stale. */
export const PUSH_TTL_SECONDS = 60 * 60;

export interface PushRoundDeps {
  repos: Repositories;
  clock: Clock;
  vapid: () => Promise<VapidIdentity>;
  /** Loopback push services (tests and development); resolve and deadline for tests. */
  fetch: GuardOptions & { timeoutMs?: number };
  logger?: Logger | undefined;
  /** Replaces the network (tests of the round's bookkeeping). */
  send?: (request: PushRequest) => Promise<PushResponse>;
}

export interface PushRoundResult {
  sent: number;
  failed: number;
  removed: number;
}

const wallClock = (ms: number, timeZone: string) => toIsoDateTime(nowIn(timeZone, new Date(ms)));

function prepare(target: PushTarget, reminder: DueReminder, vapid: VapidIdentity): PushRequest {
  const details = webpush.generateRequestDetails(
    { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
    JSON.stringify(reminderPayload(reminder, target.showDetails)),
    { vapidDetails: vapid, TTL: PUSH_TTL_SECONDS, urgency: 'high', contentEncoding: 'aes128gcm' },
  );
  return { endpoint: details.endpoint, method: details.method, headers: details.headers as Record<string, string | number>, body: details.body };
}

async function sendToDevice(deps: PushRoundDeps, target: PushTarget, reminders: DueReminder[], vapid: VapidIdentity, result: PushRoundResult) {
  const { repos, clock } = deps;
  const claimed = new Set(
    await repos.pushSubscriptions.claimDeliveries(
      target.id,
      reminders.map((r) => r.key),
      clock.now().getTime(),
    ),
  );
  const mine = reminders.filter((r) => claimed.has(r.key));
  for (const [index, reminder] of mine.entries()) {
    let response: PushResponse;
    try {
      const request = prepare(target, reminder, vapid);
      response = await (deps.send ?? ((r: PushRequest) => sendPushRequest(r, deps.fetch)))(request);
    } catch (error) {
      // A key web-push cannot encrypt to: the device's keys are broken, the claim goes back.
      response = { error: error instanceof Error ? error.message : 'could not prepare' };
    }
    if ('status' in response && response.status >= 200 && response.status < 300) {
      await repos.pushSubscriptions.markDelivered(target.id, clock.now().getTime());
      result.sent += 1;
      continue;
    }
    if ('status' in response && (response.status === 404 || response.status === 410)) {
      // The browser unsubscribed or the subscription expired: this device gets nothing more.
      if (await repos.pushSubscriptions.removeGone(target)) {
        result.removed += 1;
        deps.logger?.info({ subscriptionId: target.id, status: response.status }, 'push subscription gone; removed');
        return;
      }
      // The browser subscribed again meanwhile (new keys, same row): the next round sends with those.
      for (const left of mine.slice(index)) await repos.pushSubscriptions.releaseDelivery(target.id, left.key);
      return;
    }
    await repos.pushSubscriptions.releaseDelivery(target.id, reminder.key);
    result.failed += 1;
    // The endpoint is a secret capability: only the device's id and what went wrong are logged.
    deps.logger?.warn({ subscriptionId: target.id, ...response }, 'push reminder not delivered; will retry');
  }
}

/** Sends what is due to every device of one workspace. */
async function sendForWorkspace(deps: PushRoundDeps, workspace: { executiveId: number; timeZone: string }, vapid: VapidIdentity, result: PushRoundResult) {
  const { repos, clock } = deps;
  const targets = await repos.pushSubscriptions.targets(workspace.executiveId);
  if (targets.length === 0) return;
  const nowMs = clock.now().getTime();
  const sinceOf = (t: PushTarget) => Math.max(nowMs - PUSH_LOOKBACK_MS, t.createdAtMs);
  const earliest = Math.min(...targets.map(sinceOf));
  const now = wallClock(nowMs, workspace.timeZone);
  const after = wallClock(earliest, workspace.timeZone);
  if (after >= now) return;
  // One computation for the widest window; each device takes what came due after it subscribed.
  // The workspace's devices are the executive's own (subscribed in their session): every reminder, private ones too.
  const due = await dueReminders(repos, workspace.executiveId, { after, now }, workspace.timeZone, true);
  if (due.length === 0) return;
  // Every device's sends are awaited (a shutdown waits for the round), one failing (removed meanwhile) alone.
  const outcomes = await Promise.allSettled(
    targets.map((target) => {
      const since = wallClock(sinceOf(target), workspace.timeZone);
      return sendToDevice(
        deps,
        target,
        due.filter((r) => r.remindAt > since),
        vapid,
        result,
      );
    }),
  );
  for (const [i, outcome] of outcomes.entries()) {
    if (outcome.status === 'rejected') deps.logger?.error({ err: outcome.reason, subscriptionId: targets[i]?.id }, 'push reminders for a device failed');
  }
}

/** One round over every workspace that has devices; nothing but one query when none has. */
export async function runPushRound(deps: PushRoundDeps): Promise<PushRoundResult> {
  const workspaces = await deps.repos.pushSubscriptions.workspacesWithDevices();
  if (workspaces.length === 0) return { sent: 0, failed: 0, removed: 0 };
  return pushToWorkspaces(deps, workspaces);
}

/** The round's work for the given workspaces. */
export async function pushToWorkspaces(deps: PushRoundDeps, workspaces: readonly { executiveId: number; timeZone: string }[]): Promise<PushRoundResult> {
  const result: PushRoundResult = { sent: 0, failed: 0, removed: 0 };
  const vapid = await deps.vapid();
  await deps.repos.pushSubscriptions.pruneDeliveries(deps.clock.now().getTime() - DELIVERY_MEMORY_MS);
  for (const workspace of workspaces) {
    try {
      await sendForWorkspace(deps, workspace, vapid, result);
    } catch (error) {
      // One workspace's failure (a broken row, the database briefly away) does not stop the others.
      deps.logger?.error({ err: error, executiveId: workspace.executiveId }, 'push reminders for a workspace failed');
    }
  }
  return result;
}
