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

export type Density = 'roomy' | 'crowded' | 'tiny';
/** Room the detail needs below an item before it opens above instead (px). */
const DETAIL_HEIGHT_PX = 130;

export function densityOf(item: Span, lane: LanePlacement): Density {
  const minutes = item.end - item.start;
  if (minutes <= TINY_ITEM_MINUTES) return 'tiny';
  return minutes <= SHORT_ITEM_MINUTES || lane.lanes > 1 ? 'crowded' : 'roomy';
}

/** Where an item's detail opens: below it, or above when the axis ends too soon below. */
export const detailSide = (item: Span, axis: Axis): 'below' | 'above' =>
  minuteToPx(axis.end, axis) - minuteToPx(item.end, axis) < DETAIL_HEIGHT_PX && minuteToPx(item.start, axis) >= DETAIL_HEIGHT_PX ? 'above' : 'below';
