// Percent widths of the priority distribution bar: whole numbers that add up to exactly 100
// (largest remainder), or all 0 when there is nothing to show.
import type { Urgency } from '@provana/contracts';

export type PriorityCounts = Record<Urgency, number>;

export function distributionWidths(counts: PriorityCounts): PriorityCounts {
  const keys: Urgency[] = ['high', 'medium', 'low'];
  const safe = keys.map((key) => {
    const n = counts[key];
    return Number.isFinite(n) && n > 0 ? n : 0;
  });
  const total = safe.reduce((sum, n) => sum + n, 0);
  if (total === 0) return { high: 0, medium: 0, low: 0 };

  const exact = safe.map((n) => (n / total) * 100);
  const floors = exact.map(Math.floor);
  let missing = 100 - floors.reduce((sum, n) => sum + n, 0);
  // Hand the missing points to the largest fractional parts (earlier urgency wins ties).
  const order = exact.map((value, index) => ({ index, rest: value - Math.floor(value) })).sort((a, b) => b.rest - a.rest);
  for (const { index } of order) {
    if (missing <= 0) break;
    floors[index] = (floors[index] ?? 0) + 1;
    missing -= 1;
  }
  return { high: floors[0] ?? 0, medium: floors[1] ?? 0, low: floors[2] ?? 0 };
}
