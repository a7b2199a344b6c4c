// One reflection question per weekday, so the prompt changes through the week.
import { weekdayOf } from '@provana/dates';

const prompts = [
  'What would make next week feel focused rather than busy?',
  'Which decision today moves you closest to your mission goal?',
  'Who on your team needs your attention this week, and why?',
  'What are you holding on to that someone else could own?',
  'Which meeting this week could have been a decision instead?',
  'What did you learn this week about how you lead?',
  'What will you protect time for next week?',
] as const;

/** The prompt of a day's weekday (pass todayIn(zone): the executive's day, not the browser's). */
export function reflectionPrompt(day: string): string {
  return prompts[weekdayOf(day)] ?? prompts[0];
}
