// Links free text (a priority, an event) to goals by keyword overlap with goal titles and tags.
import type { Goal } from '@provana/contracts';
import { keywords } from './text-utils';

/** Words too generic to link a task to a goal on their own. */
const GENERIC = new Set(['goal', 'plan', 'review', 'meeting', 'update', 'team', 'work', 'task', 'call', 'prep']);

function goalTerms(goal: Goal): Set<string> {
  return new Set(keywords(`${goal.title} ${goal.tags.join(' ')}`).filter((w) => !GENERIC.has(w)));
}

/**
 * Goals sharing at least one meaningful keyword with `text`, strongest overlap first, ties in input
 * order. Completed goals still count: work can serve a goal that is already marked done.
 */
export function matchGoals(text: string, goals: Goal[]): Goal[] {
  const terms = new Set(keywords(text));
  return goals
    .map((goal, index) => ({ goal, index, score: [...goalTerms(goal)].filter((w) => terms.has(w)).length }))
    .filter((m) => m.score > 0)
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map((m) => m.goal);
}

/** Titles of matching goals (at most `limit`). */
export function relatedGoalTitles(text: string, goals: Goal[], limit = 3): string[] {
  return matchGoals(text, goals)
    .slice(0, limit)
    .map((g) => g.title);
}
