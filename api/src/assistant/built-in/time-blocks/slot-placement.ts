// Finding room for a block inside the free slots, and taking that room out of them.
import { BREAK_AFTER_BLOCK, MIN_BLOCK, PEAK_START, peakOverlap } from './day-profile';
import type { FreeSlot } from './busy-schedule';

export interface Placement {
  start: number;
  end: number;
  /** The free slot the block was cut from, as it stood before (for reasoning). */
  slot: FreeSlot;
}

const clamp = (v: number, lo: number, hi: number): number => Math.min(Math.max(v, lo), hi);

/** Minutes kept clear next to a calendar item when the slot has room to spare. */
export const BUFFER = 10;

/** The part of a slot a block may use: buffers next to calendar items only when the block still fits whole. */
function usable(slot: FreeSlot, wanted: number): { start: number; end: number } {
  const pre = slot.openedByBusy ? BUFFER : 0;
  const post = slot.closedByBusy ? BUFFER : 0;
  const length = slot.end - slot.start;
  if (length >= wanted + pre + post) return { start: slot.start + pre, end: slot.end - post };
  if (length >= wanted + pre) return { start: slot.start + pre, end: slot.end };
  return { start: slot.start, end: slot.end };
}

/** The placement covering the most peak minutes (at least MIN_BLOCK), earliest on ties. */
export function peakPlacement(slots: FreeSlot[], wanted: number): Placement | null {
  let best: Placement | null = null;
  let bestOverlap = MIN_BLOCK - 1;
  for (const slot of slots) {
    const room = usable(slot, wanted);
    const length = Math.min(wanted, room.end - room.start);
    if (length < MIN_BLOCK) continue;
    // Start as close to the peak's start as the slot allows, so the block sits inside the peak.
    const start = clamp(PEAK_START, room.start, room.end - length);
    const overlap = peakOverlap(start, start + length);
    if (overlap > bestOverlap) {
      best = { start, end: start + length, slot };
      bestOverlap = overlap;
    }
  }
  return best;
}

/** The earliest placement of at least MIN_BLOCK minutes starting at or after `notBefore` where possible. */
export function earliestPlacement(slots: FreeSlot[], wanted: number, notBefore = 0): Placement | null {
  const fits = (slot: FreeSlot, from: number): Placement | null => {
    const room = usable(slot, wanted);
    const start = Math.max(room.start, from);
    const length = Math.min(wanted, room.end - start);
    return length >= MIN_BLOCK ? { start, end: start + length, slot } : null;
  };
  for (const slot of slots) {
    const p = fits(slot, notBefore);
    if (p) return p;
  }
  if (notBefore <= 0) return null;
  for (const slot of slots) {
    const p = fits(slot, 0);
    if (p) return p;
  }
  return null;
}

/** The slots left once a block (and the short break after it) is taken out. */
export function reserve(slots: FreeSlot[], placement: Placement, title: string): FreeSlot[] {
  const label = `'${title}'`;
  return slots.flatMap((slot) => {
    if (slot !== placement.slot) return [slot];
    const pieces: FreeSlot[] = [];
    // Our own blocks are not calendar items: the break after a block is its buffer.
    if (placement.start > slot.start) pieces.push({ ...slot, end: placement.start, after: label, closedByBusy: false });
    const resume = placement.end + BREAK_AFTER_BLOCK;
    if (resume < slot.end) pieces.push({ ...slot, start: resume, before: label, openedByBusy: false });
    return pieces;
  });
}

/** The longest free slot, or null when there is none. */
export function longestSlot(slots: FreeSlot[]): FreeSlot | null {
  return slots.reduce<FreeSlot | null>((best, s) => (!best || s.end - s.start > best.end - best.start ? s : best), null);
}
