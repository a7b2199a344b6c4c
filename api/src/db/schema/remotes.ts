// The remote registry (migration 020): published versions of each Module Federation remote, the live
// (and canary) version per remote, and the history of promotions that a rollback walks back through.
import type { Id } from './columns';

export interface RemoteVersionsTable {
  id: Id;
  /** The container name, one of the contract's (REMOTE_CONTRACT). */
  remote: string;
  /** The publisher's label, unique per remote ('bundled': the build this server serves itself). */
  version: string;
  /** The remoteEntry.js the shell loads: an absolute http(s) URL or a root-relative /remotes/<dir>/ path. */
  entry_url: string;
  /** Where the manifest was read from (null: no manifest). */
  manifest_url: string | null;
  /** mf-manifest.json as JSON text, as it was checked at publish time. */
  manifest: string | null;
  /** The operator's label, or 'server'. */
  published_by: string;
  /** Epoch ms. */
  published_at: number;
}

export interface RemoteLiveTable {
  remote: string;
  live_version_id: number;
  /** Set together with canary_percent, or both null. */
  canary_version_id: number | null;
  /** 1–99: the share of accounts (stable buckets) that get the canary. */
  canary_percent: number | null;
  updated_at: number;
}

export interface RemotePromotionsTable {
  id: Id;
  remote: string;
  version_id: number;
  promoted_by: string;
  promoted_at: number;
  /** Set when a rollback went back past this promotion. */
  rolled_back_by: string | null;
  rolled_back_at: number | null;
}
