// Which items a proposed time overlaps, and which items already overlap one another.

export interface Span {
  start: number;
  end: number;
}

/** Half-open intervals: an item ending at 10:00 does not overlap one starting at 10:00. */
export const overlaps = (a: Span, b: Span): boolean => a.start < b.end && b.start < a.end;

/** The items the span overlaps, in their order, skipping the one with `exceptId` (the item being moved). */
export function overlapping<T extends Span & { id: string }>(span: Span, items: readonly T[], exceptId?: string): T[] {
  return items.filter((item) => item.id !== exceptId && overlaps(span, item));
}

/** For every item that overlaps at least one other, the others it overlaps (by id). */
export function conflictsOf<T extends Span & { id: string }>(items: readonly T[]): Map<string, T[]> {
  const sorted = [...items].sort((a, b) => a.start - b.start || a.end - b.end);
  const result = new Map<string, T[]>();
  const add = (item: T, other: T) => result.set(item.id, [...(result.get(item.id) ?? []), other]);
  for (let i = 0; i < sorted.length; i++) {
    const a = sorted[i];
    if (!a) continue;
    for (let j = i + 1; j < sorted.length; j++) {
      const b = sorted[j];
      if (!b || b.start >= a.end) break;
      if (overlaps(a, b)) {
        add(a, b);
        add(b, a);
      }
    }
  }
  return result;
}
