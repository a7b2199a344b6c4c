import type { LeadershipModelId } from '@provana/contracts';

const ORDER: readonly LeadershipModelId[] = ['transformational', 'servant', 'system_syncing'];

/** Highest score wins; a tie goes to the earlier model in the spec's order. */
export function dominantModel(scores: Record<LeadershipModelId, number>): LeadershipModelId {
  let best: LeadershipModelId = 'transformational';
  for (const id of ORDER) if (scores[id] > scores[best]) best = id;
  return best;
}
