// One reflection question per weekday, so the prompt changes through the week.
const prompts = [
  'What would make next week feel focused rather than busy?',
  'Which decision today moves you closest to your mission goal?',
  'Who on your team needs your attention this week, and why?',
  'What are you holding on to that someone else could own?',
  'Which meeting this week could have been a decision instead?',
  'What did you learn this week about how you lead?',
  'What will you protect time for next week?',
] as const;

export function reflectionPrompt(date: Date): string {
  return prompts[date.getDay()] ?? prompts[0];
}
