import type { Repositories } from '../repositories';
import { leadershipModelSeeds } from './data/leadership-models';

/** The models are framework content shared by every account: inserted once. */
export function ensureLeadershipModels(repos: Repositories): void {
  if (repos.leadership.hasModels()) return;
  repos.db.transaction(() => leadershipModelSeeds.forEach((m, i) => repos.leadership.insertModel(m, i)))();
}
