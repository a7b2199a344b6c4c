// Coaching questions for a one-on-one, from the report's development focus and latest notes.
import type { CoachingNote, CoachingPromptsResponse } from '@provana/contracts';
import type { CoachingInput } from '../engine';
import { compareWallClock, daysBetween, describeDate, minutesToClock, parseWallClock, wallClockOf, type WallClock } from '@provana/dates';
import { plural, stripEndPunctuation, truncate } from './text/text-utils';

/** Latest first: by date, then by id (later id = written later). */
export function latestFirst(notes: CoachingNote[]): CoachingNote[] {
  return [...notes].sort((a, b) => (a.date === b.date ? b.id - a.id : a.date < b.date ? 1 : -1));
}

const quote = (note: CoachingNote) => `'${truncate(stripEndPunctuation(note.content), 100)}'`;

function since(note: CoachingNote, today: string): string {
  const noted = parseWallClock(note.date);
  if (!noted) return 'since then';
  const days = daysBetween(noted.date, today);
  return days <= 0 ? 'since then' : `in the ${plural(days, 'day')} since`;
}

/** The follow-up question on the latest note, phrased by its category. */
function followUp(note: CoachingNote, today: string): string {
  const lead = `Last time we noted: ${quote(note)}.`;
  const window = since(note, today);
  switch (note.category) {
    case 'Feedback':
      return `${lead} How have you applied that feedback ${window}?`;
    case 'Performance':
      return `${lead} What do the results look like now, and what support do you need?`;
    case 'Development':
      return `${lead} What step have you taken toward that ${window}?`;
    default:
      return `${lead} What progress have you made ${window}, and what got in the way?`;
  }
}

/** "on Thu Nov 26 at 10:00", or null when there is no upcoming meeting. */
function nextMeetingPhrase(nextMeeting: string | null, now: WallClock): string | null {
  const at = parseWallClock(nextMeeting);
  if (!at || compareWallClock(at, now) < 0) return null;
  const hasTime = /T\d{2}:\d{2}/.test(nextMeeting ?? '');
  return `on ${describeDate(at.date)}${hasTime ? ` at ${minutesToClock(at.minutes)}` : ''}`;
}

export function coachingPrompts({ report, recentNotes, now }: CoachingInput): CoachingPromptsResponse {
  const today = wallClockOf(now);
  const focus = report.development_focus.trim() || 'their growth goals';
  const focusLower = focus.charAt(0).toLowerCase() + focus.slice(1);
  const notes = latestFirst(recentNotes.length ? recentNotes : report.notes);
  const [latest, earlier] = notes;

  const prompts: string[] = [];
  if (latest) prompts.push(followUp(latest, today.date));
  else prompts.push(`What would real progress on ${focusLower} look like by our next meeting?`);
  prompts.push(`Where did you practise ${focusLower} this week, and what did you learn from it?`);
  if (earlier) prompts.push(`Earlier (${earlier.date}, ${earlier.category}) we discussed ${quote(earlier)}. Is that still relevant, or can we close it?`);
  const goal = report.goals_linked[0];
  if (goal) prompts.push(`How is your work on '${goal}' going, and where is ${focusLower} helping or getting in the way?`);
  prompts.push(`On a scale of 1 to 10, how confident do you feel about ${focusLower}, and what would move it up one point?`);

  const checkIn = report.alerts.check_in_prompt.trim() || prompts[0] || '';
  const when = nextMeetingPhrase(report.next_meeting, today);
  return {
    development_focus: report.development_focus,
    automated_prompts: prompts.slice(0, 5),
    prompt_shown_for_next_meeting: when ? `For your next meeting ${when}: ${checkIn}` : `No meeting scheduled yet. ${checkIn}`,
  };
}
