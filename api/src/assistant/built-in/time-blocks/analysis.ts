// analysisData, computed from the suggested blocks and the day's busy time.
import type { TimeBlockResponse, TimeBlockSuggestion } from '@provana/contracts';
import { busyMinutesWithin, type BusyItem } from './busy-schedule';
import { PEAK_LABEL, WORK_END, WORK_START } from './day-profile';

/** The balance a healthy executive day aims for, as shares of working hours. */
const TARGET = { meetings: 0.35, focus: 0.45, free: 0.2 } as const;
/** The largest possible distance from TARGET (every minute in the smallest share's complement). */
const MAX_DISTANCE = 1 - Math.min(TARGET.meetings, TARGET.focus, TARGET.free);

/**
 * workloadBalance = 100 × (1 − d / 0.8), where d is the total-variation distance between the day's
 * split of working hours {meetings, focus (suggested blocks + non-meeting events), free} and the
 * target {35%, 45%, 20%}: d = ½ Σ |share − target|. 100 = exactly the target; 0 = an empty day.
 */
export function workloadBalance(busy: BusyItem[], blocks: TimeBlockSuggestion[]): number {
  const day = WORK_END - WORK_START;
  const meetings = busyMinutesWithin(busy, WORK_START, WORK_END, true);
  const otherEvents = busyMinutesWithin(busy, WORK_START, WORK_END) - meetings;
  const focus = Math.min(day - meetings, otherEvents + blocks.reduce((sum, b) => sum + b.duration, 0));
  const shares = { meetings: meetings / day, focus: focus / day, free: Math.max(0, day - meetings - focus) / day };
  const distance = (Math.abs(shares.meetings - TARGET.meetings) + Math.abs(shares.focus - TARGET.focus) + Math.abs(shares.free - TARGET.free)) / 2;
  return Math.round(100 * Math.max(0, 1 - distance / MAX_DISTANCE));
}

export function analyse(busy: BusyItem[], blocks: TimeBlockSuggestion[]): TimeBlockResponse['analysisData'] {
  const total = blocks.reduce((sum, b) => sum + b.duration, 0);
  const aligned = blocks.filter((b) => b.relatedGoals.length > 0).reduce((sum, b) => sum + b.duration, 0);
  return {
    totalFocusTime: blocks.filter((b) => b.type === 'focus').reduce((sum, b) => sum + b.duration, 0),
    goalAlignment: total === 0 ? 0 : Math.round((100 * aligned) / total),
    workloadBalance: workloadBalance(busy, blocks),
    peakProductivityHours: [PEAK_LABEL],
  };
}
