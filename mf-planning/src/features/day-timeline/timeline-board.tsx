// The timeline itself: the hour axis, every item in its lane, dragging (@dnd-kit/core, pointer
// only, vertical and snapped by a modifier), moving by keyboard (keyboard-move.ts), a live region
// saying the proposed time, and the overlap question before a move over a meeting or another event
// is saved. Crowded items (short, or sharing the width) keep their detail and Delete for focus or hover.
import { useCanWrite } from '@provana/sections';
import { DndContext, type DragEndEvent, type DragMoveEvent, PointerSensor, useSensor, useSensors } from '@dnd-kit/core';
import { useTimeZone } from '@provana/api-client';
import { Box, VisuallyHidden } from '@provana/ui';
import { type FocusEvent, type KeyboardEvent, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { densityOf, detailSide } from './crowding';
import { type DragData, dragProposal, snapToQuarterHours } from './drag-move';
import { GUTTER, GUTTER_WIDTH, HourAxis } from './hour-axis';
import { timeOfDay, timeRange } from './item-labels';
import type { ItemBox } from './item-style';
import { type KeyMove, keyboardMove } from './keyboard-move';
import { layoutLanes } from './lanes';
import { MovableEvent } from './movable-event';
import { MoveScopeDialog } from './move-scope-dialog';
import { OverlapDialog } from './overlap-dialog';
import { StaticItem } from './static-item';
import { type Axis, WORKING_HOURS, axisFor, minuteToPx } from './time-scale';
import { type TimelineItem, scheduleConflicts, withMoves } from './timeline-items';
import { useEventMove } from './use-event-move';
import { useNowMinutes } from './use-now-minutes';
import { MINUTES_PER_DAY } from '@provana/dates';

const DAY = { min: 0, max: MINUTES_PER_DAY };
const DRAG_INSTRUCTIONS = 'Drag with a pointer to move the event; it snaps to 15 minutes. Or use the arrow keys.';
const silent = { onDragStart: () => undefined, onDragOver: () => undefined, onDragEnd: () => undefined, onDragCancel: () => undefined };

function boxOf(item: TimelineItem, axis: Axis, lane: { lane: number; lanes: number }): ItemBox {
  const top = minuteToPx(item.start, axis);
  const height = Math.max(minuteToPx(item.end, axis) - top - 2, 12);
  const column = `(100% - ${GUTTER} - 0.5rem)`;
  return {
    top: `${top + 1}px`,
    height: `${height}px`,
    left: `calc(${GUTTER} + 0.5rem + ${column} * ${lane.lane / lane.lanes})`,
    width: `calc(${column} / ${lane.lanes} - 4px)`,
  };
}

/** Where a keyboard move in progress shows its event. */
function keyMoveSpan(items: readonly TimelineItem[], keyMove: { itemId: string; move: KeyMove } | null) {
  const item = keyMove && items.find((i) => i.id === keyMove.itemId);
  return item && keyMove ? { itemId: item.id, start: keyMove.move.proposed, end: keyMove.move.proposed + item.end - item.start } : null;
}

export interface TimelineBoardProps {
  executiveId: number;
  date: string;
  items: readonly TimelineItem[];
  /** Changes when the events are refetched: a saved move shows from the data from then on. */
  dataVersion: unknown;
}

export function TimelineBoard({ executiveId, date, items: saved, dataVersion }: TimelineBoardProps) {
  // A Viewer's events are drawn, not movable: a move would be refused.
  const canWrite = useCanWrite();
  const [announcement, setAnnouncement] = useState('');
  const moves = useEventMove(executiveId, date, setAnnouncement);
  const { settle } = moves;
  const [keyMove, setKeyMove] = useState<{ itemId: string; move: KeyMove } | null>(null);
  const [drag, setDrag] = useState<{ itemId: string; proposed: number } | null>(null);
  const handles = useRef(new Map<string, HTMLElement>());
  /** The event moved last: focus returns to it when the overlap question closes. */
  const lastMoved = useRef<string | null>(null);
  const now = useNowMinutes(date, useTimeZone());
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 6 } }));
  useEffect(() => settle(), [dataVersion, settle]);

  const items = useMemo(() => withMoves(saved, [moves.pending, keyMoveSpan(saved, keyMove)]), [saved, moves.pending, keyMove]);
  const conflicts = useMemo(() => scheduleConflicts(items), [items]);
  const lanes = useMemo(() => layoutLanes(items), [items]);
  const axis = useMemo(() => axisFor(items), [items]);
  const byId = useMemo(() => new Map(items.map((i) => [i.id, i])), [items]);
  const busy = moves.pending !== null && moves.pending.phase !== 'saved';

  const onKeyDown = (item: TimelineItem, event: KeyboardEvent<HTMLElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey || busy || drag) return;
    const current = keyMove?.itemId === item.id ? keyMove.move : null;
    const result = keyboardMove(current, event.key, { start: item.start, duration: item.end - item.start, bounds: DAY });
    if (result.kind === 'ignored') return;
    event.preventDefault();
    const duration = item.end - item.start;
    if (result.kind === 'moved') {
      setKeyMove({ itemId: item.id, move: result.move });
      setAnnouncement(`Proposed time for ${item.title}: ${timeRange(result.move.proposed, result.move.proposed + duration)}. Enter to save, Escape to cancel.`);
    } else if (result.kind === 'save') {
      const from = current?.original ?? item.start;
      setKeyMove(null);
      lastMoved.current = item.id;
      moves.request({ ...item, start: from, end: from + duration }, result.start, items);
    } else {
      const from = current?.original ?? item.start;
      setKeyMove(null);
      setAnnouncement(`Move cancelled. ${item.title} stays at ${timeRange(from, from + duration)}.`);
    }
  };
  const onBlur = (item: TimelineItem, event: FocusEvent<HTMLElement>) => {
    if (keyMove?.itemId !== item.id || event.currentTarget.contains(event.relatedTarget)) return;
    setKeyMove(null);
    setAnnouncement(`Move cancelled. ${item.title} stays at ${timeRange(keyMove.move.original, keyMove.move.original + item.end - item.start)}.`);
  };

  const dataOf = (item: TimelineItem): DragData => ({ start: item.start, duration: item.end - item.start, bounds: { min: axis.start, max: axis.end } });
  const onDragMove = ({ active, delta }: DragMoveEvent) => {
    const item = byId.get(String(active.id));
    if (!item) return;
    const proposed = dragProposal(dataOf(item), delta.y);
    if (proposed === drag?.proposed) return;
    setDrag({ itemId: item.id, proposed });
    setAnnouncement(`Proposed time for ${item.title}: ${timeRange(proposed, proposed + item.end - item.start)}.`);
  };
  const onDragEnd = ({ active, delta }: DragEndEvent) => {
    setDrag(null);
    const item = byId.get(String(active.id));
    if (!item) return;
    const proposed = dragProposal(dataOf(item), delta.y);
    if (proposed === item.start) return;
    lastMoved.current = item.id;
    moves.request(item, proposed, items);
  };

  const returnFocus = useCallback(() => (lastMoved.current ? (handles.current.get(lastMoved.current) ?? null) : null), []);
  const height = minuteToPx(axis.end, axis);
  const workingHours = `Working hours ${timeOfDay(WORKING_HOURS.start)} to ${timeOfDay(WORKING_HOURS.end)}.`;

  return (
    <Box py="3">
      <VisuallyHidden>{now === null ? workingHours : `${workingHours} Now: ${timeOfDay(now)}.`}</VisuallyHidden>
      <DndContext
        sensors={sensors}
        modifiers={[snapToQuarterHours]}
        onDragStart={({ active }) => setDrag({ itemId: String(active.id), proposed: byId.get(String(active.id))?.start ?? 0 })}
        onDragMove={onDragMove}
        onDragEnd={onDragEnd}
        onDragCancel={() => setDrag(null)}
        accessibility={{ screenReaderInstructions: { draggable: DRAG_INSTRUCTIONS }, announcements: silent }}
      >
        <Box
          position="relative"
          height={`${height}px`}
          css={GUTTER_WIDTH}
          data-testid="timeline-canvas"
          data-axis-start={axis.start}
          data-px-per-hour={minuteToPx(axis.start + 60, axis)}
        >
          <HourAxis axis={axis} now={now} />
          <Box as="ul" aria-label="Scheduled and suggested items" m="0" p="0">
            {items.map((item) => {
              const lane = lanes.get(item.id) ?? { lane: 0, lanes: 1 };
              const box = boxOf(item, axis, lane);
              const density = densityOf(item, lane);
              if (!item.movable || item.eventId === undefined || !canWrite)
                return <StaticItem key={item.id} item={item} box={box} conflicts={conflicts.get(item.id)} density={density} />;
              const duration = item.end - item.start;
              const shownStart = drag?.itemId === item.id ? drag.proposed : item.start;
              return (
                <MovableEvent
                  key={item.id}
                  item={{ ...item, eventId: item.eventId }}
                  box={box}
                  conflicts={conflicts.get(item.id)}
                  crowded={density === 'roomy' ? null : { density, lane, side: detailSide(item, axis) }}
                  drag={dataOf(item)}
                  shown={{ start: shownStart, end: shownStart + duration }}
                  moving={keyMove?.itemId === item.id}
                  saving={busy && moves.pending?.itemId === item.id}
                  locked={busy}
                  onKeyDown={(e) => onKeyDown(item, e)}
                  onBlur={(e) => onBlur(item, e)}
                  handleRef={(el) => {
                    if (el) handles.current.set(item.id, el);
                    else handles.current.delete(item.id);
                  }}
                />
              );
            })}
          </Box>
        </Box>
      </DndContext>
      <VisuallyHidden aria-live="polite" aria-atomic="true" data-testid="timeline-announcer">
        {announcement}
      </VisuallyHidden>
      <MoveScopeDialog
        title={moves.pending?.phase === 'scope' ? moves.pending.title : null}
        onCancel={moves.cancel}
        onChoose={moves.chooseScope}
        returnFocusTo={returnFocus}
      />
      <OverlapDialog
        overlaps={moves.pending?.phase === 'confirm' ? moves.pending.overlaps : null}
        onCancel={moves.cancel}
        onConfirm={moves.confirm}
        returnFocusTo={returnFocus}
      />
    </Box>
  );
}
