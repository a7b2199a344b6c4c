// The remote registry as the front-end serves it, read from the database on every request (no copy
// kept in the process: a promotion through any API process shows in all of them at once). The
// account, for canary buckets, comes from the session cookie exactly as /api reads it (the __Host-
// cookie over HTTPS); no session is an anonymous visitor, who gets the live versions.
import type { Context } from 'hono';
import type { RouteDeps } from '../../app-env';
import { isHttpsRequest } from '../../auth/client-address';
import { hashToken, sessionTokenOf } from '../../auth/session-cookie';
import type { RemoteRegistrySource } from '../../static/registry-source';
import { loadableEntries, registryFor } from './registry-entries';

export function databaseRegistry(deps: Pick<RouteDeps, 'repos' | 'clock' | 'secureCookies' | 'trustProxy'>): RemoteRegistrySource {
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
