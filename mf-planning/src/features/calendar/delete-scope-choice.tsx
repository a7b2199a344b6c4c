// The Delete control of an event. For an occurrence of a recurring event it first asks "This event",
// "This and following" or "All events" in place: focus moves to the first choice, Escape or Cancel puts it
// back on Delete. A one-off event is deleted at once, as before.
import type { EditScope } from '@provana/contracts';
import { Button, HStack } from '@provana/ui';
import { useEffect, useRef, useState } from 'react';

export interface DeleteScopeChoiceProps {
  title: string;
  /** Whether the event is an occurrence of a series (then the choice is asked). */
  recurring: boolean;
  loading: boolean;
  onDelete: (scope: EditScope) => void;
}

export function DeleteScopeChoice({ title, recurring, loading, onDelete }: DeleteScopeChoiceProps) {
  const [asking, setAsking] = useState(false);
  const deleteRef = useRef<HTMLButtonElement>(null);
  const firstChoiceRef = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);
  useEffect(() => {
    if (asking) firstChoiceRef.current?.focus();
    else if (returnFocus.current) deleteRef.current?.focus();
    returnFocus.current = false;
  }, [asking]);
  const cancel = () => {
    returnFocus.current = true;
    setAsking(false);
  };
  if (!asking) {
    return (
      <Button
        ref={deleteRef}
        size="xs"
        variant="outline"
        colorPalette="red"
        loading={loading}
        aria-label={`Delete: ${title}`}
        {...(recurring ? { 'aria-haspopup': 'true' as const, 'aria-expanded': false } : {})}
        onClick={() => (recurring ? setAsking(true) : onDelete('all'))}
      >
        Delete
      </Button>
    );
  }
  const choose = (scope: EditScope) => {
    setAsking(false);
    onDelete(scope);
  };
  return (
    <HStack role="group" aria-label={`Delete which events: ${title}`} gap="1" onKeyDown={(e) => e.key === 'Escape' && cancel()}>
      <Button ref={firstChoiceRef} size="xs" variant="outline" colorPalette="red" onClick={() => choose('this')}>
        This event
      </Button>
      <Button size="xs" variant="outline" colorPalette="red" onClick={() => choose('following')}>
        This and following
      </Button>
      <Button size="xs" variant="outline" colorPalette="red" onClick={() => choose('all')}>
        All events
      </Button>
      <Button size="xs" variant="ghost" onClick={cancel}>
        Cancel
      </Button>
    </HStack>
  );
}
