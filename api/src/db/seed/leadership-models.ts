import type { Repositories } from '../repositories';
import { leadershipModelSeeds } from './data/leadership-models';

/** The models are framework content shared by every account: inserted once. */
export async function ensureLeadershipModels(repos: Repositories): Promise<void> {
  if (await repos.leadership.hasModels()) return;
  // Another API process starting at the same moment may insert them too: insertModel adds nothing for a
  // model that exists. No read first: on SQLite a transaction that has read cannot take the write lock
  // after another process wrote (SQLITE_BUSY); one that starts by writing waits for it instead.
  await repos.transaction(async (tx) => {
    for (const [i, m] of leadershipModelSeeds.entries()) await tx.leadership.insertModel(m, i);
  });
}
