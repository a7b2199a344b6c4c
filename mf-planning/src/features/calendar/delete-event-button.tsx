// Delete a calendar event from the day list (events only: meetings, due tasks and personal events
// are managed elsewhere). An occurrence of a recurring event asks "This event" or "All events" first
// (delete-scope-choice.tsx). The month grid and time blocks refetch after a success.
import type { EditScope } from '@provana/contracts';
import { apiErrorDetail, useExecutiveId } from '@provana/api-client';
import { useDeleteCalendarEventMutation } from '@provana/api-client/calendar';
import { notify } from '@provana/ui';
import { DeleteScopeChoice } from './delete-scope-choice';

/** 'event-<id>', or 'event-<id>-<original start>' for an occurrence of a recurring event. */
const EVENT_ITEM = /^event-(\d+)(?:-(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}))?$/;

/** The event id of a calendar item id, or null for other kinds. */
export const eventIdOf = (itemId: string): number | null => {
  const match = EVENT_ITEM.exec(itemId);
  return match ? Number(match[1]) : null;
};

/** The original start of an occurrence's item id, or null for a one-off event (or another kind). */
export const occurrenceStartOf = (itemId: string): string | null => EVENT_ITEM.exec(itemId)?.[2] ?? null;

export function DeleteEventButton({ eventId, title, occurrenceStart }: { eventId: number; title: string; occurrenceStart?: string | null | undefined }) {
  const executiveId = useExecutiveId();
  const [remove, state] = useDeleteCalendarEventMutation();
  const onDelete = async (scope: EditScope) => {
    if (executiveId === undefined) return;
    try {
      await remove({ executiveId, eventId, ...(scope !== 'all' && occurrenceStart ? { scope, occurrenceStart } : {}) }).unwrap();
      const deleted = scope === 'this' || !occurrenceStart ? 'Event Deleted' : scope === 'following' ? 'Following Events Deleted' : 'All Events Deleted';
      notify({ title: deleted, description: title, type: 'success' });
    } catch (error) {
      notify({ title: 'Error', description: apiErrorDetail(error).message, type: 'error' });
    }
  };
  return <DeleteScopeChoice title={title} recurring={Boolean(occurrenceStart)} loading={state.isLoading} onDelete={(scope) => void onDelete(scope)} />;
}
