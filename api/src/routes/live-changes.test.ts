import { Hono } from 'hono';
import { afterEach, describe, expect, it } from 'vitest';
import { apiPaths, type LiveUpdate } from '@provana/contracts';
import { liveUpdatePaths } from '@provana/contracts/paths/live-updates';
import type { AppEnv, RouteDeps } from '../app-env';
import { createChangeHub, type ChangeHub } from '../live/change-hub';
import { createTestContext, get, send, signUp } from '../../test/helpers';
import { readSse, type SseStream } from '../../test/support/sse-stream';
import { createApp } from '../app';
import { createBuiltInEngine } from '../assistant/built-in';
import { liveChangeRoutes } from './live-changes';

const open: SseStream[] = [];
const hubs: ChangeHub[] = [];
afterEach(async () => {
  for (const stream of open.splice(0)) await stream.close();
  for (const hub of hubs.splice(0)) await hub.stop();
});

function hub(options: Parameters<typeof createChangeHub>[0] = {}) {
  const made = createChangeHub(options);
  hubs.push(made);
  return made;
}

async function stream(app: { request: (path: string, init?: RequestInit) => Response | Promise<Response> }, path: string, headers: Record<string, string>) {
  const res = await app.request(path, { headers });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('text/event-stream');
  const reader = readSse(res);
  open.push(reader);
  return reader;
}

/** Writes publish once their answer is on its way (setImmediate): this waits for that. */
const published = () => new Promise((resolve) => setImmediate(resolve));
const isUpdate = (event: { event: string }) => event.event === 'update';
const update = (event: { data: string }) => JSON.parse(event.data) as LiveUpdate;

/** The app over a fresh database with its own hub (heartbeats as given). */
async function liveContext(options: Parameters<typeof createChangeHub>[0] = {}) {
  const changes = hub(options);
  const t = await createTestContext();
  const app = createApp({ db: t.db, clock: t.clock, engine: createBuiltInEngine(), changes });
  return { ...t, app, changes };
}

describe('GET /api/executive/{id}/changes', () => {
  it('tells an open stream which priority changed when one is completed, and a new one is created', async () => {
    const t = await liveContext();
    const changes = await stream(t.app, liveUpdatePaths.changes(1), { Cookie: t.demoCookie });
    expect((await send(t.app, 'PATCH', apiPaths.priority(1, 1), { completed: true }, t.demoCookie)).status).toBe(200);
    const completed = await changes.next(isUpdate);
    expect(update(completed)).toEqual({ kind: 'change', domain: 'Priority', id: 1 });
    expect(completed.id).toMatch(/^[a-z0-9]+-\d+$/);
    const created = await send(t.app, 'POST', apiPaths.priorities(1), { task: 'Board deck', urgency: 'high' }, t.demoCookie);
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: number };
    expect(update(await changes.next(isUpdate))).toEqual({ kind: 'change', domain: 'Priority', id });
  });

  it('says nothing about a refused write, a read, or another workspace', async () => {
    const t = await liveContext();
    const other = await signUp(t.app);
    const changes = await stream(t.app, liveUpdatePaths.changes(1), { Cookie: t.demoCookie });
    expect((await send(t.app, 'PATCH', apiPaths.priority(1, 99999), { completed: true }, t.demoCookie)).status).toBe(404);
    expect((await get(t.app, apiPaths.priorities(1), t.demoCookie)).status).toBe(200);
    expect((await send(t.app, 'POST', apiPaths.priorities(other.executiveId), { task: 'Theirs', urgency: 'low' }, other.cookie)).status).toBe(201);
    await expect(changes.next(isUpdate, 300)).rejects.toThrow(/no matching event/);
  });

  it('is refused without a session and for a workspace the account has no role in', async () => {
    const t = await liveContext();
    const other = await signUp(t.app);
    expect((await get(t.app, liveUpdatePaths.changes(1))).status).toBe(401);
    expect((await get(t.app, liveUpdatePaths.changes(1), other.cookie)).status).toBe(403);
  });

  it('sends heartbeats while nothing changes', async () => {
    const t = await liveContext({ heartbeatMs: 50 });
    const changes = await stream(t.app, liveUpdatePaths.changes(1), { Cookie: t.demoCookie });
    expect((await changes.next((e) => e.event === 'ping', 1_000)).id).toBeUndefined();
    await changes.next((e) => e.event === 'ping', 1_000);
  });

  it('resumes after the Last-Event-ID: what was missed first, nothing twice', async () => {
    const t = await liveContext();
    const first = await stream(t.app, liveUpdatePaths.changes(1), { Cookie: t.demoCookie });
    await send(t.app, 'PATCH', apiPaths.priority(1, 1), { completed: true }, t.demoCookie);
    const seen = await first.next(isUpdate);
    await first.close();
    // While no stream was open: two more writes.
    await send(t.app, 'PATCH', apiPaths.priority(1, 2), { completed: true }, t.demoCookie);
    await send(t.app, 'PATCH', apiPaths.priority(1, 3), { completed: true }, t.demoCookie);
    await published();
    const resumed = await stream(t.app, liveUpdatePaths.changes(1), { Cookie: t.demoCookie, 'Last-Event-ID': seen.id! });
    expect(update(await resumed.next(isUpdate))).toEqual({ kind: 'change', domain: 'Priority', id: 2 });
    expect(update(await resumed.next(isUpdate))).toEqual({ kind: 'change', domain: 'Priority', id: 3 });
    await expect(resumed.next(isUpdate, 200)).rejects.toThrow(/no matching event/);
    // The same through the query, as a client that opens a new stream itself sends it.
    const viaQuery = await stream(t.app, `${liveUpdatePaths.changes(1)}?lastEventId=${seen.id!}`, { Cookie: t.demoCookie });
    expect(update(await viaQuery.next(isUpdate))).toEqual({ kind: 'change', domain: 'Priority', id: 2 });
  });

  it('answers an id it cannot resume (another process, or too old) with one reload hint', async () => {
    const t = await liveContext({ bufferSize: 2 });
    const first = await stream(t.app, liveUpdatePaths.changes(1), { Cookie: t.demoCookie });
    await send(t.app, 'PATCH', apiPaths.priority(1, 1), { completed: true }, t.demoCookie);
    const seen = await first.next(isUpdate);
    await first.close();
    for (const taskId of [2, 3, 4]) await send(t.app, 'PATCH', apiPaths.priority(1, taskId), { completed: true }, t.demoCookie);
    await published();
    const tooOld = await stream(t.app, liveUpdatePaths.changes(1), { Cookie: t.demoCookie, 'Last-Event-ID': seen.id! });
    expect(update(await tooOld.next(isUpdate))).toEqual({ kind: 'reload' });
    const elsewhere = await stream(t.app, liveUpdatePaths.changes(1), { Cookie: t.demoCookie, 'Last-Event-ID': 'zzzz-12' });
    const reload = await elsewhere.next(isUpdate);
    expect(update(reload)).toEqual({ kind: 'reload' });
    expect(reload.id).toMatch(/^[a-z0-9]+-\d+$/);
  });

  it('refuses a malformed lastEventId in the query with the field named', async () => {
    const t = await liveContext();
    const res = await get(t.app, `${liveUpdatePaths.changes(1)}?lastEventId=${encodeURIComponent('1; DROP')}`, t.demoCookie);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: { code: 'validation_error' } });
  });

  it('ends every open stream when the hub closes (shutdown), and refuses new ones at once', async () => {
    const t = await liveContext();
    const changes = await stream(t.app, liveUpdatePaths.changes(1), { Cookie: t.demoCookie });
    t.changes.endAll();
    await changes.ended;
    expect(t.changes.streamCount()).toBe(0);
    const late = await stream(t.app, liveUpdatePaths.changes(1), { Cookie: t.demoCookie });
    await late.ended;
  });
});

describe('private items on the stream', () => {
  /** The route alone, behind a stand-in for the access check that sets what it would. */
  function appSeeing(changes: ChangeHub, seesPrivate: boolean, accountId?: number) {
    return new Hono<AppEnv>()
      .use(async (c, next) => {
        c.set('executiveId', 1);
        c.set('seesPrivate', seesPrivate);
        c.set('workspaceRole', seesPrivate ? 'full' : 'editor');
        c.set('user', accountId === undefined ? null : ({ id: accountId } as AppEnv['Variables']['user']));
        await next();
      })
      .route('/', liveChangeRoutes({ changes } as RouteDeps));
  }

  it('tells a stream that sees private items which private item changed, and one that does not only that its list did', async () => {
    const changes = hub();
    const owner = await stream(appSeeing(changes, true), '/changes', {});
    const editor = await stream(appSeeing(changes, false), '/changes', {});
    changes.publish({ executiveId: 1, domain: 'MemoryNote', id: 7, private: true });
    changes.publish({ executiveId: 1, domain: 'CalendarEvent', id: 9, privacyUnknown: true });
    changes.publish({ executiveId: 1, domain: 'MemoryNote', id: 8 });
    expect(update(await owner.next(isUpdate))).toEqual({ kind: 'change', domain: 'MemoryNote', id: 7 });
    expect(update(await owner.next(isUpdate))).toEqual({ kind: 'change', domain: 'CalendarEvent', id: 9 });
    expect(update(await owner.next(isUpdate))).toEqual({ kind: 'change', domain: 'MemoryNote', id: 8 });
    expect(update(await editor.next(isUpdate))).toEqual({ kind: 'change', domain: 'MemoryNote' });
    expect(update(await editor.next(isUpdate))).toEqual({ kind: 'change', domain: 'CalendarEvent' });
    expect(update(await editor.next(isUpdate))).toEqual({ kind: 'change', domain: 'MemoryNote', id: 8 });
  });

  it('replays a private hint to a resuming stream that does not see private items without its id', async () => {
    const changes = hub();
    const first = await stream(appSeeing(changes, false), '/changes', {});
    changes.publish({ executiveId: 1, domain: 'Reflection', id: 'x' });
    const seen = await first.next(isUpdate);
    await first.close();
    changes.publish({ executiveId: 1, domain: 'Reflection', id: '2025-03-10', private: true });
    const resumed = await stream(appSeeing(changes, false), '/changes', { 'Last-Event-ID': seen.id! });
    expect(update(await resumed.next(isUpdate))).toEqual({ kind: 'change', domain: 'Reflection' });
  });

  it('a write answered without a body on a kind that may be private reaches a stream that does not see private items without its id', async () => {
    const t = await liveContext();
    const created = await send(
      t.app,
      'POST',
      apiPaths.calendarEvents(1),
      { title: 'Dentist', startTime: '2025-03-22T07:00:00', endTime: '2025-03-22T08:00:00', type: 'meeting', priority: 'low' },
      t.demoCookie,
    );
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: number };
    await published();
    const editor = await stream(appSeeing(t.changes, false), '/changes', {});
    const owner = await stream(t.app, liveUpdatePaths.changes(1), { Cookie: t.demoCookie });
    const deleted = await t.app.request(apiPaths.calendarEvent(1, id), { method: 'DELETE', headers: { Cookie: t.demoCookie } });
    expect(deleted.status).toBeLessThan(300);
    expect(update(await owner.next(isUpdate))).toEqual({ kind: 'change', domain: 'CalendarEvent', id });
    expect(update(await editor.next(isUpdate))).toEqual({ kind: 'change', domain: 'CalendarEvent' });
  });

  it('ends the streams of a delegate whose access changed, and no one else’s', async () => {
    const changes = hub();
    const sam = await stream(appSeeing(changes, false, 5), '/changes', {});
    const dana = await stream(appSeeing(changes, true, 1), '/changes', {});
    changes.publish({ executiveId: 1, domain: 'reload', endsStreamsOf: 5 });
    await sam.ended;
    changes.publish({ executiveId: 1, domain: 'Goal', id: 3 });
    expect(update(await dana.next(isUpdate))).toEqual({ kind: 'change', domain: 'Goal', id: 3 });
  });
});
