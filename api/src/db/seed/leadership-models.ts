import type { Repositories } from '../repositories';
import { leadershipModelSeeds } from './data/leadership-models';

/** The models are framework content shared by every account: inserted once. */
export async function ensureLeadershipModels(repos: Repositories): Promise<void> {
  if (await repos.leadership.hasModels()) return;
  await repos.transaction(async (tx) => {
    // Another API process starting at the same moment may have inserted them first.
    if (await tx.leadership.hasModels()) return;
    for (const [i, m] of leadershipModelSeeds.entries()) await tx.leadership.insertModel(m, i);
  });
}
