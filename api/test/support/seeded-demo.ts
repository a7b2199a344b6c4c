// The demo account with its sample data as of FIXED_NOW: what nearly every API test starts from.
// Seeding it writes a few hundred rows, so the suites' global setup seeds it once into a database
// that each test then copies (a PostgreSQL template, a SQLite image).
import { ensureDemoAccount } from '../../src/auth/accounts';
import type { Db } from '../../src/db/connection';
import { createRepositories } from '../../src/db/repositories';
import { manualClock } from '../../src/lib/clock';
import { FIXED_NOW, TEST_SCRYPT } from './fixed-values';

declare module 'vitest' {
  export interface ProvidedContext {
    /** FIXED_NOW as the global setup's process read it: a test whose clock differs seeds its own. */
    demoSeededAt: number;
  }
}

export async function seedDemo(db: Db): Promise<void> {
  await ensureDemoAccount(createRepositories(db), manualClock(FIXED_NOW), TEST_SCRYPT);
}
