// Records what happens in a workspace in its activity log: every successful write (called by the
// access middleware after the route answered, described by describe-write.ts), a delegate's first
// request in a session (they opened the workspace: a sign-in or a switch), and the access changes
// made outside a workspace's routes (an invitation accepted, a delegate leaving). Entries older
// than 365 days are pruned, at most once an hour per process, on the way.
import type { Context } from 'hono';
import { ACTIVITY_RETENTION_DAYS, type ActivityKind, type ItemVerb, type SessionUser } from '@provana/contracts';
import type { AppEnv } from '../../app-env';
import { displayName } from '../../auth/accounts';
import type { Repositories } from '../../db/repositories';
import type { Clock } from '../../lib/clock';
import { describeWrite, type WriteFacts } from './describe-write';
import { DAY_MS } from '@provana/dates';

const ROLE_WORDS = { owner: 'its owner', full: 'Full', editor: 'Editor', viewer: 'Viewer' } as const;
const PRUNE_EVERY_MS = 3_600_000;
const nextPruneAt = new WeakMap<Repositories, number>();

/** What the log is written with. */
export interface ActivityDeps {
  repos: Repositories;
  clock: Clock;
}

/** A name from the session alone: the first and last name the person gave, else from the address. */
export function actorName(user: SessionUser): string {
  const full = [user.firstName, user.lastName].filter(Boolean).join(' ').trim();
  return full || displayName(user.name);
}

/** How the log names a person: the name they gave, else their own workspace's (the executive's name they go by). */
async function loggedName(repos: Repositories, user: SessionUser): Promise<string> {
  if (user.firstName || user.lastName) return actorName(user);
  return (await repos.executives.get(user.executiveId))?.name ?? actorName(user);
}

export async function recordActivity(
  deps: ActivityDeps,
  entry: {
    executiveId: number;
    user: SessionUser;
    kind: ActivityKind;
    itemType: string | null;
    itemId: string | null;
    verb?: ItemVerb | null;
    /** The personal access token the write came with: the log says "via <its name>". */
    viaToken?: string | null;
    describe: (actor: string) => string;
  },
): Promise<void> {
  const nowMs = deps.clock.now().getTime();
  const actor = await loggedName(deps.repos, entry.user);
  await deps.repos.activity.record({
    executiveId: entry.executiveId,
    actorUserId: entry.user.id,
    actorName: actor,
    kind: entry.kind,
    itemType: entry.itemType,
    itemId: entry.itemId,
    verb: entry.verb ?? null,
    viaToken: entry.viaToken ?? null,
    description: entry.describe(actor),
    nowMs,
  });
  if (nowMs >= (nextPruneAt.get(deps.repos) ?? 0)) {
    nextPruneAt.set(deps.repos, nowMs + PRUNE_EVERY_MS);
    await deps.repos.activity.prune(nowMs - ACTIVITY_RETENTION_DAYS * DAY_MS);
  }
}

/** A delegate's first request in this session: logged once, by whichever process got it first. */
export async function recordWorkspaceOpened(deps: ActivityDeps, c: Context<AppEnv>, grantId: number, sessionHash: string): Promise<void> {
  const user = c.get('user');
  if (!user || !(await deps.repos.delegation.markOpened(grantId, sessionHash))) return;
  await recordActivity(deps, {
    executiveId: c.get('executiveId'),
    user,
    kind: 'access',
    itemType: 'delegate',
    itemId: String(grantId),
    describe: (actor) => `${actor} opened the workspace as ${ROLE_WORDS[c.get('workspaceRole')]}`,
  });
}

const BEFORE_DELETE: { pattern: RegExp; name: (deps: ActivityDeps, executiveId: number, id: number) => Promise<string | undefined> }[] = [
  { pattern: /\/calendar-events\/(\d+)$/, name: async (deps, executiveId, id) => (await deps.repos.calendarEvents.get(executiveId, id, true))?.title },
  { pattern: /\/goals\/(\d+)$/, name: async (deps, executiveId, id) => (await deps.repos.goals.get(executiveId, id))?.title },
];

/** Before a DELETE: the name of the item it removes, for the log's sentence (gone afterwards). */
export async function nameBeforeDelete(deps: ActivityDeps, c: Context<AppEnv>): Promise<string | undefined> {
  if (c.req.method !== 'DELETE') return undefined;
  for (const { pattern, name } of BEFORE_DELETE) {
    const match = pattern.exec(c.req.path);
    if (match) return name(deps, c.get('executiveId'), Number(match[1]));
  }
  return undefined;
}

const asRecord = (v: unknown): Record<string, unknown> => (typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : {});

/** What a write's consequences are built from: its validated JSON body, its JSON answer, its path's parameters. */
export async function writeFacts(c: Context<AppEnv>): Promise<Pick<WriteFacts, 'body' | 'result' | 'params'>> {
  let result: unknown = null;
  if (c.res.headers.get('content-type')?.includes('application/json'))
    result = await c.res
      .clone()
      .json()
      .catch(() => null);
  const validated = (c.req as unknown as { valid: (target: string) => unknown }).valid('json');
  return { body: asRecord(validated), result: asRecord(result), params: c.req.param() as Record<string, string> };
}

/** After the route answered: a write that succeeded (2xx) on a route that declared more than read is logged. */
export async function recordWrite(deps: ActivityDeps, c: Context<AppEnv>, before: string | undefined): Promise<void> {
  const route = c.get('routeAccess');
  const user = c.get('user');
  if (!route || !user || route.access === 'read' || c.req.method === 'GET' || c.res.status < 200 || c.res.status > 299) return;
  const facts = { ...(await writeFacts(c)), before };
  // Described once to learn whether the route records at all; again with the logged name.
  const described = describeWrite(c.req.method, route.routePath, { ...facts, actor: '' });
  if (!described) return;
  await recordActivity(deps, {
    executiveId: c.get('executiveId'),
    user,
    kind: described.kind,
    itemType: described.itemType,
    itemId: described.itemId,
    verb: described.verb ?? null,
    viaToken: c.get('apiToken')?.name ?? null,
    describe: (actor) => describeWrite(c.req.method, route.routePath, { ...facts, actor })?.text ?? described.text,
  });
}
