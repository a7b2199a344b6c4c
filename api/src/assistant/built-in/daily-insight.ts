// The daily brief's aiInsight: up to three sentences on what matters most today.
import type { ExecutiveContext } from '../engine';
import { goalAlignment } from './goal-alignment';
import { daysBetween, describeDate, minutesToClock, parseWallClock, wallClockOf } from '@provana/dates';
import { formatMinutes, plural, truncate } from './text/text-utils';
import { busyItemsOn, busyMinutesWithin, freeSlots } from './time-blocks/busy-schedule';
import { PEAK_LABEL, WORK_END, WORK_START } from './time-blocks/day-profile';
import { deadlinePhrase, rankPriorities } from './time-blocks/rank-priorities';
import { strategicGoals } from './time-blocks/plan-blocks';
import { longestSlot } from './time-blocks/slot-placement';

/** Decisions due within this many days are called out. */
const DECISION_HORIZON = 3;

function workSentence(ctx: ExecutiveContext): string {
  const now = wallClockOf(ctx.now);
  const ranked = rankPriorities(ctx.priorities, now);
  const overdue = ranked.filter((r) => r.overdue);
  const top = ranked[0];
  if (overdue.length > 0 && top) {
    return `You have ${plural(overdue.length, 'overdue item')}; the most pressing is '${truncate(top.priority.task, 70)}' (${deadlinePhrase(top, now, true)}).`;
  }
  const high = ranked.filter((r) => r.priority.urgency === 'high');
  if (high.length > 0 && top) {
    return `${plural(high.length, 'high-priority item')} ${high.length === 1 ? 'is' : 'are'} open; start with '${truncate(top.priority.task, 70)}' (${deadlinePhrase(top, now, true)}).`;
  }
  return ranked.length > 0
    ? `Nothing is urgent: ${plural(ranked.length, 'open priority', 'open priorities')}, none overdue.`
    : 'No open priorities: a good day to think ahead.';
}

function calendarSentence(ctx: ExecutiveContext): string {
  const now = wallClockOf(ctx.now);
  const busy = busyItemsOn(now.date, ctx.calendarEvents, ctx.meetings);
  const meetings = busy.filter((b) => b.isMeeting);
  const from = Math.max(WORK_START, now.minutes);
  const largest = from < WORK_END ? longestSlot(freeSlots(busy, from, WORK_END, 'now')) : null;
  const window = largest
    ? `your largest free window is ${minutesToClock(largest.start)}–${minutesToClock(largest.end)}`
    : 'there is no free window left in working hours';
  if (meetings.length === 0) return `No meetings today, and ${window}: protect the ${PEAK_LABEL} peak for deep work.`;
  // Overlapping meetings count once, as in the time-block recommendations.
  const minutes = busyMinutesWithin(busy, 0, 24 * 60, true);
  return `Today holds ${plural(meetings.length, 'meeting')} (${formatMinutes(minutes)}), and ${window}.`;
}

function focusSentence(ctx: ExecutiveContext): string {
  const today = wallClockOf(ctx.now).date;
  const soon = ctx.decisions
    .map((d) => ({ d, at: parseWallClock(d.dueBy) }))
    .filter((x) => x.at && daysBetween(today, x.at.date) <= DECISION_HORIZON)
    .sort((a, b) => (a.at?.date ?? '').localeCompare(b.at?.date ?? '') || a.d.id - b.d.id)[0];
  if (soon?.at) {
    const days = daysBetween(today, soon.at.date);
    const when = days < 0 ? `was due ${describeDate(soon.at.date)}` : days === 0 ? 'is due today' : `is due ${describeDate(soon.at.date)}`;
    return `Decision '${truncate(soon.d.title, 70)}' ${when}.`;
  }
  const hasWork = ctx.priorities.some((p) => !p.completed) || busyItemsOn(today, ctx.calendarEvents, ctx.meetings).length > 0;
  if (hasWork) return `${goalAlignment(ctx)}% of your open work and today's calendar is tied to a goal.`;
  const goal = strategicGoals(ctx.goals)[0];
  return goal ? `Use the open time to move '${truncate(goal.title, 70)}' forward.` : 'Set a quarterly goal so your time has a direction.';
}

export function dailyInsight(ctx: ExecutiveContext): string {
  return [workSentence(ctx), calendarSentence(ctx), focusSentence(ctx)].join(' ');
}
