// Links free text (a priority, an event) to goals by keyword overlap with goal titles and tags.
import type { Goal } from '@provana/contracts';
import { keywords } from './text-utils';

/** Words too generic to link a task to a goal on their own. */
const GENERIC = new Set(['goal', 'plan', 'review', 'meeting', 'update', 'work', 'task', 'call', 'prep', 'two', 'first', 'weekly']);

/** A few business synonyms folded onto one term, so "budget" can serve a "cost" goal. */
const SYNONYMS = new Map<string, string>(
  Object.entries({
    budget: 'cost',
    spend: 'cost',
    spending: 'cost',
    expense: 'cost',
    saving: 'cost',
    costs: 'cost',
    client: 'customer',
    account: 'customer',
    team: 'people',
    hire: 'people',
    hiring: 'people',
    talent: 'people',
    successor: 'succession',
    shipment: 'delivery',
    shipping: 'delivery',
    fulfillment: 'fulfilment',
    leader: 'leadership',
  }),
);

/**
 * Text → matching terms, memoised: the same priority and event titles are scored on every brief.
 * A pure function of the text, so the memo can never be stale; it is bounded and simply cleared when full.
 */
const TERMS_MEMO_LIMIT = 5_000;
const termsMemo = new Map<string, ReadonlySet<string>>();
function terms(text: string): ReadonlySet<string> {
  const known = termsMemo.get(text);
  if (known) return known;
  const set = new Set(
    keywords(text)
      .map((w) => SYNONYMS.get(w) ?? w)
      .filter((w) => !GENERIC.has(w)),
  );
  if (termsMemo.size >= TERMS_MEMO_LIMIT) termsMemo.clear();
  termsMemo.set(text, set);
  return set;
}

/** Goal terms, minus those shared by more than half of 4+ goals: generic in this workspace. */
function goalTermSets(goals: Goal[]): ReadonlySet<string>[] {
  const sets = goals.map((g) => terms(`${g.title} ${g.tags.join(' ')}`));
  if (goals.length < 4) return sets;
  const counts = new Map<string, number>();
  sets.forEach((s) => s.forEach((w) => counts.set(w, (counts.get(w) ?? 0) + 1)));
  return sets.map((s) => new Set([...s].filter((w) => (counts.get(w) ?? 0) <= goals.length / 2)));
}

/**
 * A matcher over one set of goals: the goals' term sets are computed once, so scoring many pieces of
 * work (the brief's goal alignment scores every open priority and busy item) costs one tokenisation each.
 * It returns the goals linked to a piece of work, strongest first (ties in input order). A shared term in
 * the work's title (`primary`) scores 2, one only in its description (`secondary`) scores 1; a goal
 * needs 2 — a title word, or two description words — so one stray description word does not link.
 */
export function goalMatcher(goals: Goal[]): (primary: string, secondary?: string) => Goal[] {
  const sets = goalTermSets(goals);
  return (primary, secondary = '') => {
    const main = terms(primary);
    const extra = terms(secondary);
    const matches: { goal: Goal; index: number; score: number }[] = [];
    sets.forEach((set, index) => {
      let score = 0;
      for (const w of set) score += main.has(w) ? 2 : extra.has(w) ? 1 : 0;
      if (score >= 2) matches.push({ goal: goals[index] as Goal, index, score });
    });
    return matches.sort((a, b) => b.score - a.score || a.index - b.index).map((m) => m.goal);
  };
}

/** Goals linked to one piece of work (see goalMatcher; use that when matching many). */
export function matchGoals(primary: string, goals: Goal[], secondary = ''): Goal[] {
  return goalMatcher(goals)(primary, secondary);
}

/** Titles of matching goals (at most `limit`). */
export function relatedGoalTitles(primary: string, goals: Goal[], secondary = '', limit = 3): string[] {
  return matchGoals(primary, goals, secondary)
    .slice(0, limit)
    .map((g) => g.title);
}
