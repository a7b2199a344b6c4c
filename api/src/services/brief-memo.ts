// The daily brief last built for each executive, reused only while nothing it was built from can
// differ, so it can never be stale, across processes too:
// - the executive's data version, read with the session on this very request; the database bumps
//   it in the same transaction as any change to the records the brief reads (migration 011);
// - whether the reader sees private items (a delegate's brief reads private events as Busy);
// - the time zone (also read with the session) and the minute: the brief reads the clock to the
//   minute (overdue items, the free window from now) and the date (today's meetings);
// - the version is read before the records, so a brief stored under version v holds records at
//   least as new as v; a later change moves the version on and the entry is simply not used again.
// Repeated reads (a dashboard refetching on focus, several tabs) cost the session query and a lookup.

/** Executives whose last brief is kept; the oldest entry goes first when it is full. */
const MEMO_SIZE = 1_000;

export interface BriefKey {
  executiveId: number;
  dataVersion: number;
  timeZone: string;
  seesPrivate: boolean;
  /** Milliseconds since the epoch; only its minute counts (every zone's offset is whole minutes). */
  nowMs: number;
}

const keyText = (k: BriefKey) => `${k.dataVersion}|${k.seesPrivate ? 'all' : 'shared'}|${k.timeZone}|${Math.floor(k.nowMs / 60_000)}`;

export function createBriefMemo(size = MEMO_SIZE) {
  const entries = new Map<number, { key: string; body: string }>();
  return {
    /** The JSON body built for this exact key, if it is the one kept. */
    get: (k: BriefKey): string | undefined => {
      const entry = entries.get(k.executiveId);
      return entry?.key === keyText(k) ? entry.body : undefined;
    },
    set: (k: BriefKey, body: string): void => {
      entries.delete(k.executiveId);
      if (entries.size >= size) entries.delete(entries.keys().next().value ?? -1);
      entries.set(k.executiveId, { key: keyText(k), body });
    },
  };
}
