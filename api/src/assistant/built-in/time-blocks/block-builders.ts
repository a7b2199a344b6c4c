// Turns a placement into a suggestion: title, id, energy, conflict risk and the reasoning text.
import type { Goal, TimeBlockSuggestion } from '@provana/contracts';
import { daysBetween, minutesToClock, parseWallClock, type WallClock } from '@provana/dates';
import { truncate } from '../text/text-utils';
import { conflictRisk, energyAt, PEAK_LABEL, peakOverlap, type BusyEdge } from './day-profile';
import { describeSlot } from './busy-schedule';
import { deadlinePhrase, type RankedPriority } from './rank-priorities';
import type { Placement } from './slot-placement';

interface BlockParts {
  date: string;
  placement: Placement;
  title: string;
  type: TimeBlockSuggestion['type'];
  priority: TimeBlockSuggestion['priority'];
  reasoning: string;
  relatedGoals: string[];
}

export function buildBlock(parts: BlockParts, busy: BusyEdge[]): TimeBlockSuggestion {
  const { start, end } = parts.placement;
  return {
    id: `${parts.date}-${minutesToClock(start)}`,
    title: parts.title,
    startTime: minutesToClock(start),
    endTime: minutesToClock(end),
    duration: end - start,
    type: parts.type,
    priority: parts.priority,
    reasoning: parts.reasoning,
    energyLevel: energyAt(start, end),
    conflictRisk: conflictRisk(start, end, busy),
    relatedGoals: parts.relatedGoals,
  };
}

/** Where the block sits, in words: the peak (if it overlaps) and the free slot it came from. */
function placementPhrase(placement: Placement): string {
  const inPeak = peakOverlap(placement.start, placement.end) > 0;
  return `${inPeak ? `Placed in your ${PEAK_LABEL} peak, in the` : 'Placed in the'} ${describeSlot(placement.slot)}.`;
}

function shortfall(placement: Placement, wanted: number): string {
  const got = placement.end - placement.start;
  return got < wanted ? ` The slot allows ${got} of the ${wanted} minutes this needs.` : '';
}

export function focusTitle(ranked: RankedPriority): string {
  return `Focus: ${truncate(ranked.priority.task, 60)}`;
}

export function focusReasoning(ranked: RankedPriority, placement: Placement, wanted: number, now: WallClock, goals: string[]): string {
  const p = ranked.priority;
  const facts = `'${truncate(p.task, 80)}' is ${deadlinePhrase(ranked, now)}, ${p.urgency} urgency.`;
  const goalPart = goals.length ? ` Serves ${goals.map((g) => `'${g}'`).join(', ')}.` : '';
  return `${facts} ${placementPhrase(placement)}${shortfall(placement, wanted)}${goalPart}`;
}

/** The spec's goal urgency from the target date: within 3 days high, within 14 medium, else low. */
export function goalUrgency(goal: Goal, now: WallClock): TimeBlockSuggestion['priority'] {
  const target = parseWallClock(goal.target_date);
  if (!target) return 'low';
  const days = daysBetween(now.date, target.date);
  return days <= 3 ? 'high' : days <= 14 ? 'medium' : 'low';
}

export function strategicReasoning(goal: Goal, placement: Placement, wanted: number, now: WallClock): string {
  const target = parseWallClock(goal.target_date);
  const days = target ? daysBetween(now.date, target.date) : null;
  const when = days === null ? 'no target date' : days < 0 ? `target ${target?.date} passed ${-days} days ago` : `target ${target?.date}, ${days} days left`;
  const kind = goal.kind === 'mission' ? 'mission goal' : 'quarterly goal';
  return `Moves the ${kind} '${goal.title}' forward (${goal.status}, ${goal.progress}% progress, ${when}). ${placementPhrase(placement)}${shortfall(placement, wanted)}`;
}
