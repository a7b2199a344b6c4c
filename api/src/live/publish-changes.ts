// The write path's side of live updates: a middleware on the workspace routers that, after a
// successful non-GET request, publishes what it changed (live/route-changes.ts) to the change hub.
// Structural: a write route added to a workspace router publishes without doing anything itself.
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { LiveDomain } from '@provana/contracts';
import type { AppEnv } from '../app-env';
import type { ChangeHint, ChangeHub } from './change-hub';
import { ASSISTANT_ACTION_DOMAINS, PRIVATE_CAPABLE, routeChanges } from './route-changes';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

type AnswerFields = { id?: unknown; private?: unknown; userId?: unknown };

const DELEGATE_PATH = /^\/api\/executive\/[^/]+\/delegates\/\d+$/;

/** The answer's `id` and `private`, when it is a JSON object (read from a copy: the client still gets it). */
async function answerFields(c: Context<AppEnv>): Promise<AnswerFields | null> {
  if (!c.res.headers.get('content-type')?.startsWith('application/json')) return null;
  const body: unknown = await c.res
    .clone()
    .json()
    .catch(() => null);
  return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as AnswerFields) : null;
}

const itemId = (value: unknown): number | string | undefined => {
  if (typeof value === 'number' && Number.isSafeInteger(value)) return value;
  if (typeof value === 'string' && value.length > 0 && value.length <= 64) return /^\d+$/.test(value) ? Number(value) : value;
  return undefined;
};

async function assistantActionDomain(c: Context<AppEnv>): Promise<LiveDomain | null> {
  const body: unknown = await c.req.json().catch(() => null);
  const kind = (body as { action?: { kind?: unknown } } | null)?.action?.kind;
  return typeof kind === 'string' ? (ASSISTANT_ACTION_DOMAINS[kind] ?? null) : null;
}

/** The hints one successful write publishes. */
export async function hintsFor(c: Context<AppEnv>): Promise<ChangeHint[]> {
  const executiveId = c.get('executiveId');
  // A delegate's role changed or its access ended: its open streams end and reconnect through the access check.
  if (DELEGATE_PATH.test(c.req.path) && c.req.method !== 'POST') {
    const userId = (await answerFields(c))?.userId;
    return typeof userId === 'number' ? [{ executiveId, domain: 'reload', endsStreamsOf: userId }] : [];
  }
  const found = routeChanges(c.req.path);
  // A write route missing from the table (the route-table test fails on it) still reaches every dashboard.
  if (!found || found.entry.domains === 'reload') return [{ executiveId, domain: 'reload' }];
  const domains: readonly LiveDomain[] =
    found.entry.domains === 'assistant-action' ? [await assistantActionDomain(c)].filter((d): d is LiveDomain => d !== null) : found.entry.domains;
  if (domains.length === 0) return [];
  const [first, ...rest] = domains as [LiveDomain, ...LiveDomain[]];
  const needsAnswer = PRIVATE_CAPABLE.has(first) || found.pathId === undefined;
  const answer = needsAnswer ? await answerFields(c) : null;
  const id = itemId(found.pathId) ?? itemId(answer?.id);
  // The answer of a create or an edit is the item, which carries `private: true` when it is private; a
  // delete's answer (or none) is not the item: unless it says, whether the item was private is unknown.
  const privacy: Pick<ChangeHint, 'private' | 'privacyUnknown'> =
    !PRIVATE_CAPABLE.has(first) || answer?.private === false
      ? {}
      : answer?.private === true
        ? { private: true }
        : answer === null || c.req.method === 'DELETE'
          ? { privacyUnknown: true }
          : {};
  return [{ executiveId, domain: first, ...(id === undefined ? {} : { id }), ...privacy }, ...rest.map((domain): ChangeHint => ({ executiveId, domain }))];
}

export const publishChanges = (hub: ChangeHub) =>
  createMiddleware<AppEnv>(async (c, next) => {
    await next();
    if (READS.has(c.req.method) || c.res.status < 200 || c.res.status >= 300) return;
    const hints = await hintsFor(c);
    // Once the answer is on its way (the write's client does not wait for the fan-out to every stream)
    // and the activity log has its line, which the lists' "added by" read.
    if (hints.length > 0) {
      const publish = () => setImmediate(() => hints.forEach(hub.publish));
      const recorded = c.get('activityRecorded');
      if (recorded) void recorded.then(publish);
      else publish();
    }
  });
