// Which of the spec's example questions a spoken command is asking, tolerant to phrasing.
export type CommandIntent = 'summary' | 'emails' | 'decisions' | 'goals' | 'meeting' | 'agenda' | 'priorities' | 'unknown';

/** Checked in order: a summary request may mention meetings or goals too, so it goes first. */
const INTENTS: ReadonlyArray<[CommandIntent, RegExp]> = [
  ['summary', /\b(summary|summari[sz]e|briefing|brief me|overview|rundown|recap|how(?:'s| is) my day|catch me up)\b/i],
  ['emails', /\b(e-?mails?|inbox|mail|messages)\b/i],
  ['decisions', /\b(decisions?|decide|pending)\b/i],
  ['goals', /\b(goals?|okrs?|objectives?|progress)\b/i],
  ['meeting', /\b(next|upcoming) (meeting|appointment|call)\b|\bwho am i meeting\b/i],
  ['agenda', /\b(meetings?|calendar|appointments?|agenda|schedule)\b/i],
  ['priorities', /\b(priorit(?:y|ies)|tasks?|to-?dos?|action items?|urgent|what should i (?:do|work on))\b/i],
];

export function intentOf(command: string): CommandIntent {
  return INTENTS.find(([, re]) => re.test(command))?.[0] ?? 'unknown';
}
