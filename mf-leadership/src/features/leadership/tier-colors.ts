// Profile tier colours (spec section 9): the top score, when 3 or more, is green; any other 3 or
// more blue; 2 yellow; otherwise red. Scores are out of 4.
import type { LeadershipProfile } from '@provana/contracts';

export type TierPalette = 'green' | 'blue' | 'yellow' | 'red';

export function tierPalette(score: number, topScore: number): TierPalette {
  if (score >= 3 && score === topScore) return 'green';
  if (score >= 3) return 'blue';
  if (score === 2) return 'yellow';
  return 'red';
}

export const STYLE_KEYS = ['transformational', 'servant', 'system_syncing'] as const;

export const topScoreOf = (p: Pick<LeadershipProfile, (typeof STYLE_KEYS)[number]>): number => Math.max(...STYLE_KEYS.map((k) => p[k]));
