// What a transcript asks for: a task, a calendar entry, a journal note, a message to the team.
import type { VoiceActions } from '@provana/contracts';
import { capitalise, splitSentences, stripEndPunctuation, truncate } from '../text/text-utils';
import { TRAILING_DUE_PHRASE } from './due-dates';

/** Request phrasings; group 1 is the task. Kept phrasings ("follow up", "schedule") stay in the task. */
const TASK_PATTERNS: ReadonlyArray<{ re: RegExp; keep?: string }> = [
  { re: /\b(?:remind me to|don't forget to|do not forget to|add (?:a )?(?:task|todo|to-do) to|create (?:a )?task to)\s+(.+)/i },
  { re: /\b(?:to-?do|task)\s*:\s*(.+)/i },
  { re: /\b(?:i|we) (?:really )?(?:need|have|must|should|ought) (?:to )?(?!think\b|feel\b|be\b|remember\b)(.+)/i },
  { re: /\bmake sure (?:to |that )?(.+)/i },
  { re: /\blet'?s\s+(?!see\b|think\b)(.+)/i },
  { re: /\bfollow[- ]up (on |with )?(.+)/i, keep: 'Follow up ' },
  { re: /\b(?:please |i want to |we want to )?schedule\s+(.+)/i, keep: 'Schedule ' },
];

const CLAUSE_END = /\s*(?:[;:]|,\s*(?:and|but|so|because|it'?s|it is|that'?s|which|as|otherwise)\b|\s(?:because|so that|but)\s).*$/i;

/** Cleans a raw clause into a task: first clause only, no trailing date words, capitalised, ≤120 chars. */
function toTask(raw: string, keep = ''): string | null {
  let text = stripEndPunctuation(raw.replace(CLAUSE_END, ''));
  for (let i = 0; i < 3 && TRAILING_DUE_PHRASE.test(text); i += 1) text = text.replace(TRAILING_DUE_PHRASE, '');
  text = stripEndPunctuation(text).replace(/^(?:please|also|then)\s+/i, '');
  if (text.split(/\s+/).length < 2 && !keep) return null;
  return truncate(capitalise(`${keep}${text}`), 120);
}

export interface TaskRequest {
  task: string;
  /** The sentence the request came from. */
  sentence: string;
}

/** The first request for a task in the transcript, or null. */
export function findTaskRequest(transcript: string): TaskRequest | null {
  for (const sentence of splitSentences(transcript)) {
    for (const { re, keep } of TASK_PATTERNS) {
      const m = re.exec(sentence);
      if (!m) continue;
      const body = keep === 'Follow up ' ? `${m[1] ?? ''}${m[2] ?? ''}` : (m[1] ?? '');
      const task = toTask(body, keep);
      if (task) return { task, sentence: stripEndPunctuation(sentence) };
    }
  }
  return null;
}

const CALENDAR = /\b(meeting|meet with|schedule|calendar|appointment|call with|sync|1:1|one-on-one|book (?:a|the|time)|at \d{1,2}(?::\d{2})?\s?(?:am|pm)?|at noon)\b/i;
const JOURNAL = /\b(i feel|i felt|feeling|reflect|reflecting|reali[sz]ed?|learned|grateful|proud|worried|i wonder|lesson|journal|i think about|struggl\w*|excited)\b/i;
const TEAM = /\b(team|share (?:this |it )?with|everyone|staff|announce|let (?:the )?\w+ know|send (?:it |this )?to (?:the )?(?:team|group|leads))\b/i;

export function actionsFor(transcript: string, task: TaskRequest | null): VoiceActions {
  return {
    todoCreated: task !== null,
    calendarEntry: CALENDAR.test(transcript),
    journal: JOURNAL.test(transcript),
    sendToTeam: TEAM.test(transcript),
  };
}
