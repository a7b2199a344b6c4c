// When a crowded event shows its detail: while focus is inside it (the event or its Delete) or the
// pointer is over it, until Escape; focus or the pointer leaving it and coming back shows it again.
import { type FocusEvent, type KeyboardEvent, useState } from 'react';

export function useDetailVisibility() {
  const [focused, setFocused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  return {
    shown: (focused || hovered) && !dismissed,
    handlers: {
      onFocus: () => setFocused(true),
      onBlur: (event: FocusEvent<HTMLElement>) => {
        if (event.currentTarget.contains(event.relatedTarget)) return;
        setFocused(false);
        if (!hovered) setDismissed(false);
      },
      onMouseEnter: () => setHovered(true),
      onMouseLeave: () => {
        setHovered(false);
        if (!focused) setDismissed(false);
      },
      // Escape that cancelled a keyboard move (default prevented) is not also a dismissal.
      onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
        if (event.key === 'Escape' && !event.defaultPrevented) setDismissed(true);
      },
    },
  };
}
