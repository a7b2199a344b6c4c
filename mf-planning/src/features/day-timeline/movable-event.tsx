// A calendar event on the timeline: a focusable button-like handle (drag it with a pointer, or move
// it with the arrow keys) and a Delete button beside it, not inside it.
import { useDraggable } from '@dnd-kit/core';
import { Box } from '@provana/ui';
import type { FocusEvent, KeyboardEvent } from 'react';
import { DeleteEventButton } from '../calendar/delete-event-button';
import type { DragData } from './drag-move';
import { MOVE_HINT } from './item-labels';
import { type ItemBox, itemStyle } from './item-style';
import { ItemText } from './item-text';
import type { TimelineItem } from './timeline-items';
import { clockText } from './wall-clock';

export interface MovableEventProps {
  item: TimelineItem & { eventId: number };
  box: ItemBox;
  conflicts: readonly string[] | undefined;
  drag: DragData;
  /** The time shown: the proposed one while dragging. */
  shown: { start: number; end: number };
  moving: boolean;
  /** This event's move is being saved or waits for the overlap answer. */
  saving: boolean;
  /** Some move is being saved: nothing else moves meanwhile. */
  locked: boolean;
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
  onBlur: (event: FocusEvent<HTMLElement>) => void;
  handleRef: (element: HTMLElement | null) => void;
}

export function MovableEvent({ item, box, conflicts, drag, shown, moving, saving, locked, onKeyDown, onBlur, handleRef }: MovableEventProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, isDragging } = useDraggable({
    id: item.id,
    data: drag,
    disabled: locked,
    attributes: { roleDescription: 'movable event' },
  });
  const conflict = (conflicts?.length ?? 0) > 0;
  return (
    <Box
      as="li"
      ref={setNodeRef}
      listStyleType="none"
      position="absolute"
      {...box}
      zIndex={isDragging || moving ? 3 : 1}
      style={transform ? { transform: `translate3d(0, ${transform.y}px, 0)` } : undefined}
      data-testid="timeline-item"
      data-kind="event"
      data-title={item.title}
      data-start={clockText(shown.start)}
      data-conflict={conflict}
      data-moving={isDragging || moving}
    >
      <Box
        ref={(element: HTMLElement | null) => {
          setActivatorNodeRef(element);
          handleRef(element);
        }}
        {...attributes}
        {...listeners}
        aria-busy={saving}
        onKeyDown={onKeyDown}
        onBlur={onBlur}
        {...itemStyle('event', conflict)}
        h="full"
        px="1.5"
        py="0.5"
        pe="4.5rem"
        cursor={isDragging ? 'grabbing' : 'grab'}
        touchAction="none"
        userSelect="none"
        opacity={saving ? 0.7 : 1}
        shadow={isDragging || moving ? 'md' : undefined}
        outlineOffset="1px"
        _focusVisible={{ outline: '2px solid', outlineColor: 'brand.600' }}
        data-testid="timeline-event"
      >
        <ItemText title={item.title} start={shown.start} end={shown.end} conflicts={conflicts} hint={MOVE_HINT} />
      </Box>
      <Box position="absolute" top="0" right="1" zIndex="1">
        <DeleteEventButton eventId={item.eventId} title={item.title} />
      </Box>
    </Box>
  );
}
