// Crowded items: an item of 30 minutes or less is one line high (no room for a button), and items
// sharing the width with overlapping ones are narrow (no room for a badge and a button beside the
// title). A crowded item shows its title first and keeps its detail and Delete for focus or hover;
// a tiny one (15 minutes or less, 12px) writes its title smaller to fit.
import type { LanePlacement } from './lanes';
import type { Span } from './overlap';
import { type Axis, minuteToPx } from './time-scale';

/** Items this long or shorter (minutes) are too short for a button. */
export const SHORT_ITEM_MINUTES = 30;
/** Items this long or shorter (minutes) are too short for a line of the usual text. */
export const TINY_ITEM_MINUTES = 15;

/**
 * Items at least this long (minutes) and not crowded have room for a third line, "added by Sam",
 * under the title and the time: three 1.1rem lines, the padding and a conflict's borders and badge
 * fit in 90 minutes' 70px with room to spare.
 */
export const BY_LINE_MINUTES = 90;

export type Density = 'roomy' | 'crowded' | 'tiny';
/** Room the detail needs below an item before it opens above instead (px). */
const DETAIL_HEIGHT_PX = 130;

export function densityOf(item: Span, lane: LanePlacement): Density {
  const minutes = item.end - item.start;
  if (minutes <= TINY_ITEM_MINUTES) return 'tiny';
  return minutes <= SHORT_ITEM_MINUTES || lane.lanes > 1 ? 'crowded' : 'roomy';
}

/** Whether "added by Sam" shows as a line of its own (else it is in the item's name and tooltip only). */
export const roomForByLine = (item: Span, density: Density): boolean => density === 'roomy' && item.end - item.start >= BY_LINE_MINUTES;

/** Where an item's detail opens: below it, or above when the axis ends too soon below. */
export const detailSide = (item: Span, axis: Axis): 'below' | 'above' =>
  minuteToPx(axis.end, axis) - minuteToPx(item.end, axis) < DETAIL_HEIGHT_PX && minuteToPx(item.start, axis) >= DETAIL_HEIGHT_PX ? 'above' : 'below';
