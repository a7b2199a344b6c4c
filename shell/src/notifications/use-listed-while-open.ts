// What the open bell lists. Opening it marks its reminders read, and that write's live update
// refetches the list, whose answer no longer holds them: without this the reminder a person opened
// the bell to read would vanish under their eyes. While open, the list keeps what it has shown (in
// its place, updated when the server still has it) and adds what is new; it starts afresh on opening.
import type { Notification } from '@provana/contracts';
import { useState } from 'react';

/** `shown` with each item replaced by its current version, reminders gone from `current` kept, then what is new. */
export function keepShownReminders(shown: readonly Notification[], current: readonly Notification[]): Notification[] {
  const byId = new Map(current.map((item) => [item.id, item]));
  const kept = shown.flatMap((item) => {
    const now = byId.get(item.id);
    if (now) return [now];
    return item.kind === 'reminder' ? [item] : [];
  });
  const keptIds = new Set(kept.map((item) => item.id));
  return [...kept, ...current.filter((item) => !keptIds.has(item.id))];
}

export function useListedWhileOpen(open: boolean, items: readonly Notification[] | undefined): readonly Notification[] | undefined {
  const [listed, setListed] = useState(items);
  const [seen, setSeen] = useState({ open, items });
  // Adjusted during render (React's pattern for state derived from props), so no frame shows the
  // refetched list before the kept one.
  if (seen.open !== open || seen.items !== items) {
    setSeen({ open, items });
    setListed(open && seen.open && listed && items ? keepShownReminders(listed, items) : items);
  }
  return listed;
}
