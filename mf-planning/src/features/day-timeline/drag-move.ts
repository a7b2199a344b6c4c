// Dragging an event: only the vertical distance counts, snapped so the event lands on a quarter
// hour inside the axis, its duration kept. The modifier draws the item where the drop would put it.
import type { Modifier } from '@dnd-kit/core';
import { type DayBounds, clampStart, snapMinutes } from './snapping';
import { PX_PER_MINUTE, pxToMinutes } from './time-scale';

/** What a dragged item carries (useDraggable's data). */
export interface DragData {
  start: number;
  duration: number;
  bounds: DayBounds;
}

/** The start a vertical drag of `deltaY` pixels proposes. */
export const dragProposal = (data: DragData, deltaY: number): number => clampStart(snapMinutes(data.start + pxToMinutes(deltaY)), data.duration, data.bounds);

function isDragData(value: unknown): value is DragData {
  return typeof value === 'object' && value !== null && 'start' in value && 'duration' in value && 'bounds' in value;
}

/** Vertical only, and in quarter-hour steps. */
export const snapToQuarterHours: Modifier = ({ transform, active }) => {
  const data: unknown = active?.data.current;
  if (!isDragData(data)) return { ...transform, x: 0 };
  return { ...transform, x: 0, y: (dragProposal(data, transform.y) - data.start) * PX_PER_MINUTE };
};
