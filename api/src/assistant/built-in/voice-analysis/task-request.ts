// Finding what a transcript asks to get done: a task request (strict cues) and, failing that,
// any action clause worth suggesting as a next step (looser).
import { capitalise, splitSentences, stripEndPunctuation, truncate } from '../text/text-utils';
import { TRAILING_DUE_PHRASE } from './due-dates';

interface Cue {
  re: RegExp;
  /** Text put before the captured clause ("Follow up ", "Make sure "). */
  keep?: (m: RegExpExecArray) => string;
}

/** Imperative verbs that open a task ("Block Friday evenings ..."). */
const IMPERATIVE =
  '(?:block|send|call|email|book|draft|prepare|ask|tell|set up|cancel|write|finish|share|invite|update|confirm|create|add|submit|sign|approve|hire|move)';

/** Clause openers worth suggesting as a next step (a wider set than task requests). */
const SUGGESTIBLE = `(?:ask|review|plan|check|${IMPERATIVE.slice(3)}`;

/** Request phrasings; the last group is the task. The earliest cue in a sentence wins. */
const TASK_CUES: readonly Cue[] = [
  { re: /\b(?:remind me to|don't forget to|do not forget to|add (?:a )?(?:task|todo|to-do) to|create (?:a )?task to)\s+(.+)/i },
  { re: /\b(?:to-?do|task)\s*:\s*(.+)/i },
  { re: /\b(?:i|we) (?:really )?(?:need to|have to|must|should|ought to|got to|gotta)\s+(?!think\b|feel\b|be\b|remember\b)(.+)/i },
  { re: /\bmake sure (to )?(.+)/i, keep: (m) => (m[1] ? '' : 'Make sure ') },
  { re: /\blet'?s\s+(?!see\b|think\b|be\b)(.+)/i },
  { re: /\bfollow[- ]up (on |with )?(.+)/i, keep: (m) => `Follow up ${m[1] ?? ''}` },
  { re: /\b(?:please )?(schedule\s+.+)/i },
  { re: new RegExp(`^(?:(?:please|also|and|then)\\s+)?(${IMPERATIVE}\\b.+)`, 'i') },
];

/** Looser phrasings, for a suggested next step only (never a stored task). */
const ACTION_CUES: readonly Cue[] = [
  { re: new RegExp(`(?:^|[:;,]\\s*)(?:instead of [^,]+,\\s*)?(${SUGGESTIBLE}\\b[^,;]+)`, 'i') },
  { re: /\b(?:i|we) (?:want|would like|plan) to\s+(.+)/i },
  { re: /\b(?:i|we) want\s+(.+)/i, keep: () => 'Set up ' },
  { re: /\b([Tt]he [\w-]+|[Oo]ur [\w-]+|[A-Z]\w+) needs? to\s+(.+)/, keep: (m) => `Help ${(m[1] ?? '').toLowerCase()} ` },
  { re: /\b([Tt]he [\w-]+|[Oo]ur [\w-]+|[A-Z]\w+) needs?\s+((?:an?|the|more|clear|better)\b.+)/, keep: (m) => `Give ${(m[1] ?? '').toLowerCase()} ` },
];

const CLAUSE_END = /\s*(?:[;:]|,\s*(?:and|but|so|because|it'?s|it is|that'?s|which|as|otherwise)\b|\s(?:because|so that|but)\s).*$/i;
const PREFIX = /^(?:note to self|quick note|idea|reminder)\s*:\s*/i;

/** Cleans a raw clause into a task: first clause only, no trailing date words, capitalised, ≤120 chars. */
function toTask(raw: string, keep: string): string | null {
  let text = stripEndPunctuation(raw.replace(CLAUSE_END, ''));
  for (let i = 0; i < 3 && TRAILING_DUE_PHRASE.test(text); i += 1) text = text.replace(TRAILING_DUE_PHRASE, '');
  text = stripEndPunctuation(text).replace(/^(?:please|also|then)\s+/i, '');
  if (text.split(/\s+/).length < 2 && !keep) return null;
  return truncate(capitalise(`${keep}${text}`), 120);
}

export interface TaskRequest {
  task: string;
  /** The sentence the request came from, and the one after it (urgency words often follow). */
  sentence: string;
  context: string;
}

function firstMatch(transcript: string, cues: readonly Cue[]): TaskRequest | null {
  const sentences = splitSentences(transcript).map((s) => s.replace(PREFIX, ''));
  for (const [i, sentence] of sentences.entries()) {
    const hits = cues
      .map((cue) => ({ cue, m: cue.re.exec(sentence) }))
      .filter((h): h is { cue: Cue; m: RegExpExecArray } => h.m !== null)
      .sort((a, b) => a.m.index - b.m.index);
    for (const { cue, m } of hits) {
      const task = toTask(m[m.length - 1] ?? '', cue.keep?.(m) ?? '');
      if (task) return { task, sentence: stripEndPunctuation(sentence), context: `${sentence} ${sentences[i + 1] ?? ''}` };
    }
  }
  return null;
}

/** The first request for a task ("remind me to", "I need to", "make sure", "schedule", ...), or null. */
export function findTaskRequest(transcript: string): TaskRequest | null {
  return firstMatch(transcript, TASK_CUES);
}

/** A next step the transcript implies without asking for a task ("the team needs ..."), or null. */
export function findActionClause(transcript: string): TaskRequest | null {
  return firstMatch(transcript, ACTION_CUES);
}
