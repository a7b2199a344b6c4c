// Saving a moved event: PATCH the new start and end (same duration). A move onto other events or
// meetings the timeline shows asks first (the dialog), then PATCHes with confirmOverlap; a 409
// meeting_overlap for a meeting the timeline did not know asks the same way; any other failure is a
// toast and the event back at its old time. The moved event shows at its new time while saving and
// until the refetched events (the mutation invalidates them, the suggestions and the month grid) arrive.
import { apiErrorDetail } from '@provana/api-client';
import { useUpdateCalendarEventMutation } from '@provana/api-client/calendar';
import { notify } from '@provana/ui';
import { useCallback, useState } from 'react';
import { timeRange } from './item-labels';
import { meetingOverlapOf } from './move-errors';
import { type TimelineItem, type TimelineKind, scheduledOverlapping } from './timeline-items';
import { writeWallClock } from './wall-clock';

export interface PendingMove {
  itemId: string;
  eventId: number;
  /** An occurrence of a recurring event: a move changes this occurrence only. */
  occurrenceStart?: string;
  title: string;
  start: number;
  end: number;
  /** Where the event was before the move. */
  from: { start: number; end: number };
  /** The meetings and other events the new time overlaps, as the timeline knows them. */
  overlaps: { title: string; kind: TimelineKind }[];
  phase: 'saving' | 'confirm' | 'saved';
}

export function useEventMove(executiveId: number | undefined, date: string, announce: (text: string) => void) {
  const [update] = useUpdateCalendarEventMutation();
  const [pending, setPending] = useState<PendingMove | null>(null);

  const save = useCallback(
    async (move: PendingMove, confirmOverlap: boolean) => {
      if (executiveId === undefined) return;
      setPending({ ...move, phase: 'saving' });
      const occurrence = move.occurrenceStart ? { scope: 'this' as const, occurrenceStart: move.occurrenceStart } : {};
      const body = { startTime: writeWallClock(date, move.start), endTime: writeWallClock(date, move.end), ...occurrence, ...(confirmOverlap ? { confirmOverlap: true } : {}) };
      try {
        await update({ executiveId, eventId: move.eventId, body }).unwrap();
        setPending({ ...move, phase: 'saved' });
        announce(`${move.title} moved to ${timeRange(move.start, move.end)}.`);
        notify({ title: 'Event Moved', description: `${move.title}: ${timeRange(move.start, move.end)}`, type: 'success' });
      } catch (error) {
        const meeting = meetingOverlapOf(error);
        if (meeting !== null && !confirmOverlap) {
          setPending({ ...move, overlaps: [{ title: meeting || 'a meeting', kind: 'meeting' }], phase: 'confirm' });
          return;
        }
        setPending(null);
        announce(`${move.title} stays at ${timeRange(move.from.start, move.from.end)}.`);
        notify({ title: 'Error', description: apiErrorDetail(error).message, type: 'error' });
      }
    },
    [executiveId, date, update, announce],
  );

  /** Saves `item` at `start` (its duration kept); over other events or meetings, asks first. */
  const request = (item: TimelineItem, start: number, items: readonly TimelineItem[]) => {
    if (item.eventId === undefined) return;
    const end = start + (item.end - item.start);
    const overlaps = scheduledOverlapping(items, { start, end }, item.id).map((o) => ({ title: o.title, kind: o.kind }));
    const move: PendingMove = { itemId: item.id, eventId: item.eventId, ...(item.occurrenceStart ? { occurrenceStart: item.occurrenceStart } : {}), title: item.title, start, end, from: { start: item.start, end: item.end }, overlaps, phase: 'saving' };
    if (overlaps.length > 0) setPending({ ...move, phase: 'confirm' });
    else void save(move, false);
  };

  const confirm = () => {
    if (pending?.phase === 'confirm') void save(pending, true);
  };

  const cancel = () => {
    if (pending?.phase !== 'confirm') return;
    setPending(null);
    announce(`Move cancelled. ${pending.title} stays at ${timeRange(pending.from.start, pending.from.end)}.`);
  };

  /** The refetched events have arrived: a saved move shows from the data again. */
  const settle = useCallback(() => setPending((p) => (p?.phase === 'saved' ? null : p)), []);

  return { pending, request, confirm, cancel, settle };
}
