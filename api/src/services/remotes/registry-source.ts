// The remote registry as the front-end serves it, read from the database on every request (no copy
// kept in the process: a promotion through any API process shows in all of them at once). The
// account, for canary buckets, comes from the session cookie exactly as /api reads it (the __Host-
// cookie over HTTPS); no session is an anonymous visitor, who gets the live versions.
import type { Context } from 'hono';
import { isHttpsRequest } from '../../auth/client-address';
import { hashToken, sessionTokenOf } from '../../auth/session-cookie';
import type { Repositories } from '../../db/repositories';
import type { Clock } from '../../lib/clock';
import type { RemoteRegistrySource } from '../../static/registry-source';
import { loadableEntries, registryFor } from './registry-entries';

/** What the registry is read with: the registry's rows, the clock, and how to read the session cookie. */
export interface RegistryDeps {
  repos: Repositories;
  clock: Clock;
  secureCookies: boolean;
  trustProxy: boolean;
}

export function databaseRegistry(deps: RegistryDeps): RemoteRegistrySource {
  const { repos, clock } = deps;
  const accountOf = async (c: Context): Promise<number | null> => {
    const token = sessionTokenOf(c, deps.secureCookies || isHttpsRequest(c, deps.trustProxy));
    if (!token) return null;
    const session = await repos.sessions.find(hashToken(token), clock.now().getTime());
    return session?.user.id ?? null;
  };
  return {
    entriesFor: async (c) => {
      const [live, accountId] = await Promise.all([repos.remoteRegistry.live(), accountOf(c)]);
      return registryFor(live, accountId);
    },
    loadableEntries: async () => loadableEntries(await repos.remoteRegistry.live()),
  };
}
