// Links free text (a priority, an event) to goals by keyword overlap with goal titles and tags.
import type { Goal } from '@provana/contracts';
import { keywords } from './text-utils';

/** Words too generic to link a task to a goal on their own. */
const GENERIC = new Set(['goal', 'plan', 'review', 'meeting', 'update', 'work', 'task', 'call', 'prep', 'two', 'first', 'weekly']);

/** A few business synonyms folded onto one term, so "budget" can serve a "cost" goal. */
const SYNONYMS: Record<string, string> = {
  budget: 'cost', spend: 'cost', spending: 'cost', expense: 'cost', saving: 'cost', costs: 'cost',
  client: 'customer', account: 'customer', team: 'people', hire: 'people', hiring: 'people', talent: 'people',
  successor: 'succession', shipment: 'delivery', shipping: 'delivery', fulfillment: 'fulfilment',
  leader: 'leadership',
};

const terms = (text: string): Set<string> => new Set(keywords(text).map((w) => SYNONYMS[w] ?? w).filter((w) => !GENERIC.has(w)));

/** Goal terms, minus those shared by more than half of 4+ goals: generic in this workspace. */
function goalTermSets(goals: Goal[]): Set<string>[] {
  const sets = goals.map((g) => terms(`${g.title} ${g.tags.join(' ')}`));
  if (goals.length < 4) return sets;
  const counts = new Map<string, number>();
  sets.forEach((s) => s.forEach((w) => counts.set(w, (counts.get(w) ?? 0) + 1)));
  return sets.map((s) => new Set([...s].filter((w) => (counts.get(w) ?? 0) <= goals.length / 2)));
}

/**
 * Goals linked to a piece of work, strongest first (ties in input order). A shared term in the
 * work's title (`primary`) scores 2, one only in its description (`secondary`) scores 1; a goal
 * needs 2 — a title word, or two description words — so one stray description word does not link.
 */
export function matchGoals(primary: string, goals: Goal[], secondary = ''): Goal[] {
  const main = terms(primary);
  const extra = terms(secondary);
  return goalTermSets(goals)
    .map((set, index) => {
      let score = 0;
      for (const w of set) score += main.has(w) ? 2 : extra.has(w) ? 1 : 0;
      return { goal: goals[index] as Goal, index, score };
    })
    .filter((m) => m.score >= 2)
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map((m) => m.goal);
}

/** Titles of matching goals (at most `limit`). */
export function relatedGoalTitles(primary: string, goals: Goal[], secondary = '', limit = 3): string[] {
  return matchGoals(primary, goals, secondary)
    .slice(0, limit)
    .map((g) => g.title);
}
