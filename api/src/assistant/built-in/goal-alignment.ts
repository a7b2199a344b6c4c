// The "percent goal aligned" figure: how much of the executive's open work serves a goal.
import type { ExecutiveContext } from '../engine';
import { goalMatcher } from './text/goal-matching';
import { wallClockOf } from '@provana/dates';
import { busyItemsOn } from './time-blocks/busy-schedule';

/**
 * goalAlignment = round(100 × linked / total) where each open priority weighs one unit and each hour
 * of today's meetings and calendar events weighs one unit. An item is linked when its title shares a
 * meaningful keyword with a goal's title or tags (see goalMatcher), or, for an event, it lists relatedGoals.
 * Only goals still to reach count (status not Complete): work for a goal already complete no longer
 * moves a goal, so completing or reopening a goal in the Goal Tracker moves the figure.
 * 0 when there is nothing open and nothing scheduled.
 */
export function goalAlignment(ctx: ExecutiveContext): number {
  const links = goalMatcher(ctx.goals.filter((g) => g.status !== 'Complete'));
  const open = ctx.priorities.filter((p) => !p.completed && p.status !== 'completed');
  const linkedPriorities = open.filter((p) => links(p.task, p.description).length > 0).length;

  const today = wallClockOf(ctx.now).date;
  const withGoals = new Set(ctx.calendarEvents.filter((e) => e.relatedGoals.length > 0).map((e) => e.title.trim()));
  const busy = busyItemsOn(today, ctx.calendarEvents, ctx.meetings);
  const hours = busy.reduce((sum, b) => sum + (b.end - b.start) / 60, 0);
  const linkedHours = busy.filter((b) => withGoals.has(b.title) || links(b.title).length > 0).reduce((sum, b) => sum + (b.end - b.start) / 60, 0);

  const total = open.length + hours;
  return total === 0 ? 0 : Math.round((100 * (linkedPriorities + linkedHours)) / total);
}
