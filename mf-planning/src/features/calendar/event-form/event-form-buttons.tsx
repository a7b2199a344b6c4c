// The buttons that open the event form: "New event" (Calendar View's header and a day's list, on
// that day) and "Edit" on each of the executive's own events (an occurrence of a series included).
import { Button } from '@provana/ui';
import { useState } from 'react';
import { EventFormDialog } from './event-form-dialog';

export function NewEventButton({ executiveId, date, label = 'New event' }: { executiveId: number; date: string; label?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <EventFormDialog
      executiveId={executiveId}
      target={{ kind: 'create', date }}
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button size="sm" colorPalette="brand">
          {label}
        </Button>
      }
    />
  );
}

export function EditEventButton({
  executiveId,
  eventId,
  occurrenceStart,
  date,
  title,
}: {
  executiveId: number;
  eventId: number;
  occurrenceStart: string | null;
  date: string;
  title: string;
}) {
  const [open, setOpen] = useState(false);
  return (
    <EventFormDialog
      executiveId={executiveId}
      target={{ kind: 'edit', eventId, occurrenceStart, date }}
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button size="xs" variant="outline" aria-label={`Edit: ${title}`}>
          Edit
        </Button>
      }
    />
  );
}
