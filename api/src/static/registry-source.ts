// Where the front-end's remote registry comes from: per request, so whatever an operator promoted is
// what the next page and the next /remotes.json get, in every API process (the database's
// implementation: services/remotes/registry-source.ts).
import type { Context } from 'hono';

export interface RemoteRegistrySource {
  /** /remotes.json for this request: { remoteName: entryUrl }, canaries chosen by the request's account. */
  entriesFor(c: Context): Promise<Record<string, string>>;
  /** Every entry some account may load now (live and canary versions): the pages' CSP allows their origins. */
  loadableEntries(): Promise<string[]>;
}
