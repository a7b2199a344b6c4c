// Saving a moved event: PATCH the new start and end (same duration). A move onto other events or
// meetings the timeline shows asks first (the dialog), then PATCHes with confirmOverlap; a 409
// meeting_overlap for a meeting the timeline did not know asks the same way; any other failure is a
// toast and the event back at its old time. The moved event shows at its new time while saving and
// until the refetched events (the mutation invalidates them, the suggestions and the month grid) arrive.
// An occurrence of a recurring event asks first whether this event or all events move.
import type { EditScope } from '@provana/contracts';
import { apiErrorDetail } from '@provana/api-client';
import { useUpdateCalendarEventMutation } from '@provana/api-client/calendar';
import { notify } from '@provana/ui';
import { useCallback, useState } from 'react';
import { timeRange } from './item-labels';
import { meetingOverlapOf } from '../../lib/meeting-overlap';
import { type TimelineItem, type TimelineKind, scheduledOverlapping } from './timeline-items';
import { writeWallClock } from '@provana/dates';

export interface PendingMove {
  itemId: string;
  eventId: number;
  /** An occurrence of a recurring event: its original start, and whether this one or all of them move. */
  occurrenceStart?: string;
  scope?: EditScope;
  title: string;
  start: number;
  end: number;
  /** Where the event was before the move. */
  from: { start: number; end: number };
  /** The meetings and other events the new time overlaps, as the timeline knows them. */
  overlaps: { title: string; kind: TimelineKind }[];
  phase: 'scope' | 'saving' | 'confirm' | 'saved';
}

export function useEventMove(executiveId: number | undefined, date: string, announce: (text: string) => void) {
  const [update] = useUpdateCalendarEventMutation();
  const [pending, setPending] = useState<PendingMove | null>(null);

  const save = useCallback(
    async (move: PendingMove, confirmOverlap: boolean) => {
      if (executiveId === undefined) return;
      setPending({ ...move, phase: 'saving' });
      const occurrence = move.occurrenceStart ? { scope: move.scope ?? 'this', occurrenceStart: move.occurrenceStart } : {};
      const body = {
        startTime: writeWallClock(date, move.start),
        endTime: writeWallClock(date, move.end),
        ...occurrence,
        ...(confirmOverlap ? { confirmOverlap: true } : {}),
      };
      try {
        await update({ executiveId, eventId: move.eventId, body }).unwrap();
        setPending({ ...move, phase: 'saved' });
        const scope = move.occurrenceStart === undefined ? 'this' : move.scope;
        const along = scope === 'all' ? ', with every event of the series' : scope === 'following' ? ', with the following events' : '';
        announce(`${move.title} moved to ${timeRange(move.start, move.end)}${along}.`);
        const moved = scope === 'all' ? 'All Events Moved' : scope === 'following' ? 'Following Events Moved' : 'Event Moved';
        notify({ title: moved, description: `${move.title}: ${timeRange(move.start, move.end)}`, type: 'success' });
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
    const move: PendingMove = {
      itemId: item.id,
      eventId: item.eventId,
      ...(item.occurrenceStart ? { occurrenceStart: item.occurrenceStart } : {}),
      title: item.title,
      start,
      end,
      from: { start: item.start, end: item.end },
      overlaps,
      phase: 'saving',
    };
    if (move.occurrenceStart) setPending({ ...move, phase: 'scope' });
    else afterScope(move);
  };

  /** Over other events or meetings, asks; otherwise saves. */
  const afterScope = (move: PendingMove) => {
    if (move.overlaps.length > 0) setPending({ ...move, phase: 'confirm' });
    else void save(move, false);
  };

  /** The answer to "This event or all events?". */
  const chooseScope = (scope: EditScope) => {
    if (pending?.phase === 'scope') afterScope({ ...pending, scope });
  };

  const confirm = () => {
    if (pending?.phase === 'confirm') void save(pending, true);
  };

  const cancel = () => {
    if (pending?.phase !== 'confirm' && pending?.phase !== 'scope') return;
    setPending(null);
    announce(`Move cancelled. ${pending.title} stays at ${timeRange(pending.from.start, pending.from.end)}.`);
  };

  /** The refetched events have arrived: a saved move shows from the data again. */
  const settle = useCallback(() => setPending((p) => (p?.phase === 'saved' ? null : p)), []);

  return { pending, request, chooseScope, confirm, cancel, settle };
}
