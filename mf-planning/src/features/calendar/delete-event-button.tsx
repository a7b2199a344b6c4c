// Delete a calendar event from the day list (events only: meetings, due tasks and personal events
// are managed elsewhere). The month grid and time blocks refetch after a success.
import { apiErrorDetail, useExecutiveId } from '@provana/api-client';
import { useDeleteCalendarEventMutation } from '@provana/api-client/calendar';
import { Button, notify } from '@provana/ui';

/** The event id of a calendar item id 'event-<id>', or null for other kinds. */
export const eventIdOf = (itemId: string): number | null => {
  const match = /^event-(\d+)$/.exec(itemId);
  return match ? Number(match[1]) : null;
};

export function DeleteEventButton({ eventId, title }: { eventId: number; title: string }) {
  const executiveId = useExecutiveId();
  const [remove, state] = useDeleteCalendarEventMutation();
  const onClick = async () => {
    if (executiveId === undefined) return;
    try {
      await remove({ executiveId, eventId }).unwrap();
      notify({ title: 'Event Deleted', description: title, type: 'success' });
    } catch (error) {
      notify({ title: 'Error', description: apiErrorDetail(error).message, type: 'error' });
    }
  };
  return (
    <Button size="xs" variant="outline" colorPalette="red" onClick={() => void onClick()} loading={state.isLoading} aria-label={`Delete: ${title}`}>
      Delete
    </Button>
  );
}
