// Side-by-side lanes for overlapping items: each cluster of items that overlap (directly or through
// another) shares its width; an item takes the first lane free at its start.
import type { Span } from './overlap';

export interface LanePlacement {
  lane: number;
  lanes: number;
}

export function layoutLanes<T extends Span & { id: string }>(items: readonly T[]): Map<string, LanePlacement> {
  const sorted = [...items].sort((a, b) => a.start - b.start || b.end - a.end || a.id.localeCompare(b.id));
  const placements = new Map<string, LanePlacement>();
  let cluster: { id: string; lane: number }[] = [];
  let laneEnds: number[] = [];
  let clusterEnd = -Infinity;
  const closeCluster = () => {
    for (const { id, lane } of cluster) placements.set(id, { lane, lanes: laneEnds.length });
    cluster = [];
    laneEnds = [];
  };
  for (const item of sorted) {
    if (item.start >= clusterEnd) closeCluster();
    clusterEnd = item.start >= clusterEnd ? item.end : Math.max(clusterEnd, item.end);
    let lane = laneEnds.findIndex((end) => end <= item.start);
    if (lane === -1) lane = laneEnds.push(item.end) - 1;
    else laneEnds[lane] = item.end;
    cluster.push({ id: item.id, lane });
  }
  closeCluster();
  return placements;
}
