// Places focus blocks for the most pressing priorities and strategic blocks for active goals.
import type { Goal, TimeBlockSuggestion } from '@provana/contracts';
import { compareWallClock, parseWallClock, type WallClock } from '@provana/dates';
import { relatedGoalTitles } from '../text/goal-matching';
import { describeSlot, type FreeSlot } from './busy-schedule';
import type { BusyEdge } from './day-profile';
import { buildBlock, focusReasoning, focusTitle, goalUrgency, strategicReasoning } from './block-builders';
import type { RankedPriority } from './rank-priorities';
import { earliestPlacement, peakPlacement, reserve } from './slot-placement';

export interface PlanOptions {
  date: string;
  now: WallClock;
  /** Weekends get a lighter plan. */
  light: boolean;
  ranked: RankedPriority[];
  goals: Goal[];
  slots: FreeSlot[];
  busy: BusyEdge[];
}

export interface Plan {
  blocks: TimeBlockSuggestion[];
  unscheduled: RankedPriority[];
}

const STRATEGIC_MINUTES = 60;
const AFTERNOON = 13 * 60;

/** Minutes a priority's focus block asks for: overdue or high 90, medium 60, low 45 (light days ≤ 60). */
function wantedMinutes(r: RankedPriority, light: boolean): number {
  const full = r.overdue || r.priority.urgency === 'high' ? 90 : r.priority.urgency === 'medium' ? 60 : 45;
  return light ? Math.min(full, 60) : full;
}

/** In-progress quarterly and mission goals first (nearest target first), then not-started ones. */
export function strategicGoals(goals: Goal[]): Goal[] {
  const statusRank = (g: Goal) => (g.status === 'In Progress' ? 0 : g.status === 'Not Started' ? 1 : 2);
  const farFuture: WallClock = { date: '9999-12-31', minutes: 0 };
  return goals
    .filter((g) => (g.kind === 'quarterly' || g.kind === 'mission') && statusRank(g) < 2)
    .sort(
      (a, b) =>
        statusRank(a) - statusRank(b) ||
        compareWallClock(parseWallClock(a.target_date) ?? farFuture, parseWallClock(b.target_date) ?? farFuture) ||
        (a.kind === b.kind ? 0 : a.kind === 'quarterly' ? -1 : 1) ||
        a.id - b.id,
    );
}

export function planBlocks(o: PlanOptions): Plan {
  let slots = o.slots;
  const blocks: TimeBlockSuggestion[] = [];
  const unscheduled: RankedPriority[] = [];
  const maxFocus = o.light ? 1 : 3;
  const maxStrategic = o.light ? 1 : 2;

  for (const ranked of o.ranked) {
    if (blocks.length >= maxFocus) {
      unscheduled.push(ranked);
      continue;
    }
    const wanted = wantedMinutes(ranked, o.light);
    // The most pressing work goes into the morning peak; when the peak is gone, the earliest room.
    const placement = peakPlacement(slots, wanted) ?? earliestPlacement(slots, wanted);
    if (!placement) {
      unscheduled.push(ranked);
      continue;
    }
    const title = focusTitle(ranked);
    const goals = relatedGoalTitles(ranked.priority.task, o.goals, ranked.priority.description);
    blocks.push(
      buildBlock(
        {
          date: o.date,
          placement,
          title,
          type: 'focus',
          priority: ranked.overdue ? 'high' : ranked.priority.urgency,
          reasoning: focusReasoning(ranked, placement, wanted, o.now, goals),
          relatedGoals: goals,
        },
        o.busy,
      ),
    );
    slots = reserve(slots, placement, title);
  }

  let strategicCount = 0;
  for (const goal of strategicGoals(o.goals)) {
    if (strategicCount >= maxStrategic) break;
    // Strategic thinking suits the steadier afternoon; the morning stays for urgent focus work.
    const placement = earliestPlacement(slots, STRATEGIC_MINUTES, AFTERNOON);
    if (!placement) break;
    const title = `Strategic: ${goal.title}`;
    blocks.push(
      buildBlock(
        {
          date: o.date,
          placement,
          title,
          type: 'strategic',
          priority: goalUrgency(goal, o.now),
          reasoning: strategicReasoning(goal, placement, STRATEGIC_MINUTES, o.now),
          relatedGoals: [goal.title],
        },
        o.busy,
      ),
    );
    slots = reserve(slots, placement, title);
    strategicCount += 1;
  }

  if (blocks.length === 0 && o.ranked.length === 0) {
    // Nothing open and no active goal: still protect the best free window for deep work.
    const placement = peakPlacement(slots, 90) ?? earliestPlacement(slots, 90);
    if (placement) {
      blocks.push(
        buildBlock(
          {
            date: o.date,
            placement,
            title: 'Deep work and planning',
            type: 'focus',
            priority: 'low',
            reasoning: `No open priorities or active goals to schedule, so the ${describeSlot(placement.slot)} is protected for deep work and planning ahead.`,
            relatedGoals: [],
          },
          o.busy,
        ),
      );
    }
  }

  return { blocks: blocks.sort((a, b) => a.startTime.localeCompare(b.startTime)), unscheduled };
}
