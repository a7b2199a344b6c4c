// The API over a fresh test database with Web Push on loopback allowed (as PROVANA_PUSH_ALLOW_LOOPBACK),
// signed in as the demo account, plus the pieces a push round needs.
import type { Logger } from 'pino';
import { apiPaths, pushPaths, type CreatePushSubscriptionBody, type PushDevice } from '@provana/contracts';
import { createApp } from '../../src/app';
import { createBuiltInEngine } from '../../src/assistant/built-in';
import { DEMO_EMAIL, DEMO_PASSWORD, ensureDemoAccount } from '../../src/auth/accounts';
import { createRepositories } from '../../src/db/repositories';
import type { VapidKeys } from '../../src/db/repositories/push-subscriptions';
import { manualClock } from '../../src/lib/clock';
import { runPushRound, type PushRoundDeps } from '../../src/services/push/push-round';
import { vapidIdentity } from '../../src/services/push/vapid-keys';
import { FIXED_NOW, TEST_SCRYPT, jsonHeaders, login, send } from '../helpers';
import { createTestDatabase } from './test-database';

export const TEST_VAPID_SUBJECT = 'mailto:operator@example.com';

export async function createPushTestContext(options: { allowLoopback?: boolean; vapidKeys?: VapidKeys } = {}) {
  const db = await createTestDatabase();
  const clock = manualClock(FIXED_NOW);
  const repos = createRepositories(db);
  await ensureDemoAccount(repos, clock, TEST_SCRYPT);
  const vapid = { subject: TEST_VAPID_SUBJECT, ...(options.vapidKeys ? { keys: options.vapidKeys } : {}) };
  const app = createApp({ db, clock, engine: createBuiltInEngine(), scrypt: TEST_SCRYPT, push: { vapid, allowLoopback: options.allowLoopback ?? true } });
  const cookie = await login(app, DEMO_EMAIL, DEMO_PASSWORD);
  // A second resolver, as a second process (or the server's scheduler) has: it must find the same key.
  const roundVapid = vapidIdentity(repos, clock, vapid);
  return {
    db,
    app,
    repos,
    clock,
    cookie,
    roundVapid,
    subscribe: async (body: CreatePushSubscriptionBody, as = cookie, executiveId = 1) => {
      const res = await send(app, 'POST', pushPaths.pushSubscriptions(executiveId), body, as);
      return { status: res.status, body: (await res.json()) as PushDevice & { error?: { code: string; field?: string } } };
    },
    /** One push round, as the server's scheduler runs it every 30 seconds (`send` in place of the network). */
    round: (send?: PushRoundDeps['send'], logger?: Logger) =>
      runPushRound({ repos, clock, vapid: roundVapid, fetch: { allowLoopback: true }, logger, ...(send ? { send } : {}) }),
    /** A one-off event of the demo workspace that reminds `minutes` before `start` (wall clock, UTC). */
    addEvent: async (title: string, start: string, minutes: number): Promise<number> => {
      const end = `${start.slice(0, 11)}${String(Number(start.slice(11, 13)) + 1).padStart(2, '0')}${start.slice(13)}`;
      const res = await app.request(apiPaths.calendarEvents(1), {
        method: 'POST',
        headers: jsonHeaders(cookie),
        body: JSON.stringify({ title, startTime: start, endTime: end, type: 'meeting', priority: 'high', reminderMinutes: minutes }),
      });
      if (res.status !== 201) throw new Error(`event not created: ${res.status} ${await res.text()}`);
      return ((await res.json()) as { id: number }).id;
    },
  };
}
