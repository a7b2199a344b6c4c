// The three AI insight cards: Key Idea, Suggested Action, Personal Anchor.
import type { Goal } from '@provana/contracts';
import { describeDate } from '@provana/dates';
import { keywords, pickBy, sharedKeywords, splitSentences, stripEndPunctuation, truncate } from '../text/text-utils';
import { matchGoals } from '../text/goal-matching';
import { dueDateFrom } from './due-dates';
import type { TaskRequest } from './task-request';

const INTENT = /\b(need|should|must|decide|decision|plan|want|will|going to|focus|priority|goal|let's|schedule)\b/i;
const PERSONAL =
  /\b(feel|felt|family|kids|children|wife|husband|partner at home|health|values?|believe|matters?|proud|grateful|worried|home|myself|purpose|why i)\b/i;

/**
 * Key idea: the sentence scoring highest on distinct key terms, +2 when it states an intent,
 * +2 per keyword shared with a goal; ties go to the earlier sentence. Trimmed to 160 characters.
 */
export function topIdeaOf(transcript: string, goals: Goal[]): string {
  const sentences = splitSentences(transcript);
  const goalText = goals.map((g) => `${g.title} ${g.tags.join(' ')}`).join(' ');
  let best = '';
  let bestScore = -1;
  for (const s of sentences) {
    const score = new Set(keywords(s)).size + (INTENT.test(s) ? 2 : 0) + 2 * sharedKeywords(s, goalText).length;
    if (score > bestScore) [best, bestScore] = [s, score];
  }
  return truncate(stripEndPunctuation(best || transcript), 160);
}

/** What templates talk about: the project, else a goal the idea serves, else the idea itself, quoted. */
export function topicOf(topIdea: string, project: string | null, goals: Goal[]): string {
  if (project) return project;
  const goal = matchGoals(topIdea, goals)[0];
  if (goal) return `'${goal.title}'`;
  return topIdea ? `"${truncate(topIdea, 70)}"` : 'this idea';
}

/** An imperative next step: the requested task (with its date), else one derived from the idea. */
export function actionSuggestionFor(task: TaskRequest | null, dueDate: string | null, topic: string, seed: string): string {
  if (task) {
    const datedAlready = dueDateFrom(task.task, { date: '2000-01-01', minutes: 0 }) !== null;
    return dueDate && !datedAlready ? `${task.task} by ${describeDate(dueDate)}` : task.task;
  }
  return pickBy(seed, [
    `Draft a one-page plan for ${topic} and pick its first milestone`,
    `Block 30 minutes to turn ${topic} into one concrete next step`,
    `Schedule a short review of ${topic} with the people it affects`,
  ] as const);
}

/** The anchor the user gave; else their own sentence about values or feelings; else a reflection. */
export function personalAnchorFor(anchor: string, transcript: string, topic: string, seed: string): string {
  const given = anchor.trim();
  if (given) return truncate(given, 200);
  const personal = splitSentences(transcript).find((s) => PERSONAL.test(s));
  if (personal) return truncate(stripEndPunctuation(personal), 200);
  return pickBy(seed, [
    `Why does ${topic} matter to you and to the people you lead?`,
    `Remember what is at stake with ${topic}: your time, your team and the goals you chose.`,
    `Ask yourself: how does ${topic} reflect the leader you want to be this quarter?`,
  ] as const);
}
