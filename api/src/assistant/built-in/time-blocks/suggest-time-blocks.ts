// suggestTimeBlocks: the day's busy time → free slots → focus and strategic blocks → analysis and advice.
import type { TimeBlockResponse } from '@provana/contracts';
import type { TimeBlockInput } from '../../engine';
import { weekdayOf, minutesToClock, wallClockOf } from '@provana/dates';
import { analyse } from './analysis';
import { busyItemsOn, freeSlots } from './busy-schedule';
import { WORK_END, WORK_START } from './day-profile';
import { planBlocks } from './plan-blocks';
import { rankPriorities } from './rank-priorities';
import { recommend } from './recommendations';

/** For today, planning starts at the next quarter hour after now: nothing is suggested in the past. */
function planningStart(date: string, nowDate: string, nowMinutes: number): { from: number; label: string } {
  if (date === nowDate && nowMinutes > WORK_START) {
    const from = Math.min(WORK_END, Math.ceil(nowMinutes / 15) * 15);
    return { from, label: `now (${minutesToClock(from)})` };
  }
  return { from: WORK_START, label: `the start of your working day (${minutesToClock(WORK_START)})` };
}

export function suggestTimeBlocks(input: TimeBlockInput): TimeBlockResponse {
  const now = wallClockOf(input.now);
  const weekday = weekdayOf(input.date);
  const light = weekday === 0 || weekday === 6;
  const busy = busyItemsOn(input.date, input.calendarEvents, input.meetings);
  const { from, label } = planningStart(input.date, now.date, now.minutes);
  const slots = freeSlots(busy, from, WORK_END, label);
  const ranked = rankPriorities(input.priorities, now);
  const plan = planBlocks({ date: input.date, now, light, ranked, goals: input.goals, slots, busy });
  const recommendations = recommend({
    date: input.date,
    isPast: input.date < now.date,
    light,
    busy,
    slots,
    from,
    ranked,
    blocks: plan.blocks,
    unscheduled: plan.unscheduled,
  });
  if (input.date === now.date && from >= WORK_END) {
    recommendations.unshift(
      `Working hours (${minutesToClock(WORK_START)}–${minutesToClock(WORK_END)}) are over for today: pick tomorrow's date to plan ahead.`,
    );
  }
  return { date: input.date, suggestedBlocks: plan.blocks, analysisData: analyse(busy, plan.blocks), recommendations };
}
