// A calendar event on the timeline: a focusable button-like handle (drag it with a pointer, or move
// it with the arrow keys) and a Delete button beside it, not inside it. A crowded event (short, or
// sharing the width) has no room for the button: its detail, shown on focus or hover, holds it.
import { WriteOnly } from '@provana/sections';
import { useDraggable } from '@dnd-kit/core';
import { Box } from '@provana/ui';
import { PrivateBadge } from '@provana/ui/parts';
import type { FocusEvent, KeyboardEvent } from 'react';
import { DeleteEventButton } from '../calendar/delete-event-button';
import type { DragData } from './drag-move';
import { MOVE_HINT, byFullText } from './item-labels';
import { type ItemBox, itemStyle } from './item-style';
import { type Density, roomForByLine } from './crowding';
import { ItemDetail } from './item-detail';
import { ItemText } from './item-text';
import type { LanePlacement } from './lanes';
import type { TimelineItem } from './timeline-items';
import { useDetailVisibility } from './use-detail-visibility';
import { minutesToClock } from '@provana/dates';

export interface MovableEventProps {
  item: TimelineItem & { eventId: number };
  box: ItemBox;
  conflicts: readonly string[] | undefined;
  /** Set for a crowded (or tiny) event: how crowded, its lane and where its detail opens. */
  crowded: { density: Exclude<Density, 'roomy'>; lane: LanePlacement; side: 'below' | 'above' } | null;
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

export function MovableEvent({ item, box, conflicts, crowded, drag, shown, moving, saving, locked, onKeyDown, onBlur, handleRef }: MovableEventProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, isDragging } = useDraggable({
    id: item.id,
    data: drag,
    disabled: locked,
    attributes: { roleDescription: 'movable event' },
  });
  const conflict = (conflicts?.length ?? 0) > 0;
  const detail = useDetailVisibility();
  const showDetail = crowded !== null && detail.shown && !isDragging;
  const remove = (
    <WriteOnly>
      <DeleteEventButton eventId={item.eventId} title={item.title} occurrenceStart={item.occurrenceStart} />
    </WriteOnly>
  );
  return (
    <Box
      as="li"
      ref={setNodeRef}
      listStyleType="none"
      position="absolute"
      {...box}
      zIndex={showDetail ? 4 : isDragging || moving ? 3 : 1}
      style={transform ? { transform: `translate3d(0, ${transform.y}px, 0)` } : undefined}
      data-testid="timeline-item"
      data-kind="event"
      data-title={item.title}
      data-start={minutesToClock(shown.start)}
      data-conflict={conflict}
      data-moving={isDragging || moving}
      {...(crowded ? detail.handlers : {})}
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
        py={crowded?.density === 'tiny' ? '0' : '0.5'}
        pe={crowded ? '1.5' : '4.5rem'}
        cursor={isDragging ? 'grabbing' : 'grab'}
        touchAction="none"
        userSelect="none"
        opacity={saving ? 0.7 : 1}
        shadow={isDragging || moving ? 'md' : undefined}
        outlineOffset="1px"
        _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing' }}
        data-testid="timeline-event"
      >
        <ItemText
          title={item.title}
          start={shown.start}
          end={shown.end}
          conflicts={conflicts}
          hint={MOVE_HINT}
          density={crowded?.density ?? 'roomy'}
          by={item.byDelegate && { who: item.byDelegate, shown: roomForByLine(item, crowded?.density ?? 'roomy') }}
        />
      </Box>
      {crowded === null ? (
        <Box position="absolute" top="0" right="1" zIndex="1" display="flex" alignItems="center" gap="1">
          {item.private && <PrivateBadge />}
          {remove}
        </Box>
      ) : (
        showDetail && (
          <ItemDetail
            title={item.title}
            start={shown.start}
            end={shown.end}
            conflicts={conflicts}
            by={byFullText(item)}
            side={crowded.side}
            lane={crowded.lane}
            actions={remove}
          />
        )
      )}
    </Box>
  );
}
