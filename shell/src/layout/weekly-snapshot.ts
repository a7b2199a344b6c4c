// The assistant panel's Weekly Snapshot, derived from the latest weekly reflection.
import type { Reflection } from '@provana/contracts';

export type WeeklySnapshot = { weekStart: string; made: number; delayed: number; delegated: number };

/** The reflection with the latest weekStart (ISO dates sort as strings), or null when there are none. */
export function latestSnapshot(reflections: ReadonlyArray<Reflection> | undefined): WeeklySnapshot | null {
  if (!reflections || reflections.length === 0) return null;
  const latest = reflections.reduce((best, r) => (r.weekStart > best.weekStart ? r : best));
  return {
    weekStart: latest.weekStart,
    made: latest.strategicDecisionsMade,
    delayed: latest.delayedDecisions,
    delegated: latest.delegatedTasks,
  };
}

/** The three lines, e.g. "3 strategic decisions made", "1 delayed", "5 delegated". */
export function snapshotLines(snapshot: WeeklySnapshot): [string, string, string] {
  return [`${snapshot.made} strategic decision${snapshot.made === 1 ? '' : 's'} made`, `${snapshot.delayed} delayed`, `${snapshot.delegated} delegated`];
}
