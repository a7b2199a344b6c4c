// The shape of a working day: working hours, peak hours, the energy curve and conflict risk.
import type { TimeBlockSuggestion } from '@provana/contracts';
import { minutesToClock } from '@provana/dates';

/** Working hours, minutes since midnight: 08:00-18:00. */
export const WORK_START = 8 * 60;
export const WORK_END = 18 * 60;
/** Morning peak 09:00-11:30: where the most demanding focus work goes. */
export const PEAK_START = 9 * 60;
export const PEAK_END = 11 * 60 + 30;
export const PEAK_LABEL = `${minutesToClock(PEAK_START)}-${minutesToClock(PEAK_END)}`;
/** Shortest block worth suggesting, and the break left after each suggested block. */
export const MIN_BLOCK = 30;
export const BREAK_AFTER_BLOCK = 15;

/**
 * Energy by the block's midpoint:
 *   before 09:00 medium (warming up) · 09:00-12:00 high (morning peak) ·
 *   12:00-15:00 medium (early afternoon, post-lunch) · from 15:00 low (late afternoon).
 */
export function energyAt(start: number, end: number): TimeBlockSuggestion['energyLevel'] {
  const mid = (start + end) / 2;
  if (mid < 9 * 60) return 'medium';
  if (mid < 12 * 60) return 'high';
  if (mid < 15 * 60) return 'medium';
  return 'low';
}

export interface BusyEdge {
  start: number;
  end: number;
  /** Meetings weigh fully; other calendar events (already-planned focus time) half. */
  isMeeting: boolean;
}

/** Risk at 0 minutes' distance from a meeting; falls linearly to 0 at RISK_HORIZON minutes. */
const MAX_RISK = 85;
const RISK_HORIZON = 60;

/**
 * conflictRisk 0-100: how likely a meeting overrun or early start eats into the block. For the
 * nearest busy item, gap = minutes between the block's edge and that item's edge;
 * risk = 85 × (1 − gap/60) for meetings (85 when adjacent, 0 at ≥ 60 min), half that for other events.
 */
export function conflictRisk(start: number, end: number, busy: BusyEdge[]): number {
  let risk = 0;
  for (const item of busy) {
    const gap = item.end <= start ? start - item.end : item.start >= end ? item.start - end : 0;
    if (gap >= RISK_HORIZON) continue;
    const weight = item.isMeeting ? 1 : 0.5;
    risk = Math.max(risk, MAX_RISK * (1 - gap / RISK_HORIZON) * weight);
  }
  return Math.round(risk);
}

/** Minutes of [start, end) inside the morning peak. */
export function peakOverlap(start: number, end: number): number {
  return Math.max(0, Math.min(end, PEAK_END) - Math.max(start, PEAK_START));
}
