import type { ScryptOptions } from 'node:crypto';
import type Database from 'better-sqlite3';
import type { SessionUser } from '@provana/contracts';
import type { AssistantEngine } from './assistant/engine';
import type { Repositories } from './db/repositories';
import type { Clock } from './lib/clock';

/** What createApp needs: the database and everything else that varies between prod and tests. */
export interface AppDeps {
  db: Database.Database;
  engine: AssistantEngine;
  clock?: Clock;
  /** Mark the session cookie Secure (when served over HTTPS). */
  secureCookies?: boolean;
  /** scrypt cost; tests may lower it to stay fast. */
  scrypt?: ScryptOptions;
  /** Largest accepted JSON body in bytes (default 1 MB). */
  maxJsonBytes?: number;
}

/** What route modules receive: repositories prepared once, the clock, the engine. */
export interface RouteDeps {
  repos: Repositories;
  clock: Clock;
  engine: AssistantEngine;
  secureCookies: boolean;
  scrypt: ScryptOptions | undefined;
}

export interface AppEnv {
  Variables: {
    user: SessionUser | null;
    sessionHash: string | null;
    /** The executive a scoped request is about, checked against the session's own. */
    executiveId: number;
  };
}
