// The Automated Actions badges: task, calendar entry, journal entry, team notification.
import type { VoiceActions } from '@provana/contracts';
import type { TaskRequest } from './task-request';

const CALENDAR =
  /\b(meeting|meet with|schedule|calendar|appointment|call with|sync|1:1|one-on-one|book (?:a|the|time)|block (?:time|\w+ (?:morning|afternoon|evening)s?)|at \d{1,2}(?::\d{2})?\s?(?:am|pm)|at noon)\b/i;
const JOURNAL =
  /\b(i feel|i felt|feeling|reflect|reflecting|reali[sz]ed?|learned|grateful|proud|worried|i wonder|lesson|journal|note to self|struggl\w*|excited|i missed|i have missed)\b/i;
const TEAM =
  /\b(team|share (?:this |it )?with|everyone|staff|announce|let (?:the )?\w+ know|tell (?:the )?\w+|send (?:it |this )?to (?:the )?(?:team|group|leads))\b/i;

export function actionsFor(transcript: string, task: TaskRequest | null): VoiceActions {
  return {
    todoCreated: task !== null,
    calendarEntry: CALENDAR.test(transcript),
    journal: JOURNAL.test(transcript),
    sendToTeam: TEAM.test(transcript),
  };
}
