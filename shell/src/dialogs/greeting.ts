// Pure logic of the daily greeting: time-of-day period, greeting variants, quotes, the data summary.
export type DayPeriod = 'morning' | 'afternoon' | 'evening';

/** Spec: morning before 12, afternoon before 17, else evening (hours in the executive's zone). */
export function dayPeriod(hour: number): DayPeriod {
  if (hour < 12) return 'morning';
  if (hour < 17) return 'afternoon';
  return 'evening';
}

const greetings: Record<DayPeriod, ReadonlyArray<(name: string) => string>> = {
  morning: [
    (n) => `Good morning, ${n}`,
    (n) => `Rise and lead, ${n}`,
    (n) => `Morning, ${n}. Let's set the tone for today`,
    (n) => `Good morning, ${n}. Your day is ready`,
    (n) => `A fresh start, ${n}. Let's make it count`,
  ],
  afternoon: [
    (n) => `Good afternoon, ${n}`,
    (n) => `Afternoon, ${n}. Let's keep the momentum`,
    (n) => `Good afternoon, ${n}. Time for a quick check-in`,
    (n) => `Halfway there, ${n}. Let's refocus`,
    (n) => `Good afternoon, ${n}. Here's where things stand`,
  ],
  evening: [
    (n) => `Good evening, ${n}`,
    (n) => `Evening, ${n}. Let's close the day well`,
    (n) => `Good evening, ${n}. Time to reflect`,
    (n) => `Winding down, ${n}? Here's your recap`,
    (n) => `Good evening, ${n}. Tomorrow starts tonight`,
  ],
};

export const greetingQuotes: ReadonlyArray<{ text: string; author: string }> = [
  { text: 'The key is not to prioritize what is on your schedule, but to schedule your priorities.', author: 'Stephen Covey' },
  { text: 'Leadership is the capacity to translate vision into reality.', author: 'Warren Bennis' },
  { text: 'What is important is seldom urgent and what is urgent is seldom important.', author: 'Dwight D. Eisenhower' },
  { text: 'The best way to predict the future is to create it.', author: 'Peter Drucker' },
  { text: 'Clarity about what matters provides clarity about what does not.', author: 'Cal Newport' },
];

/** Picks one of the period's variants; `random` in [0, 1) so tests can choose. */
export function greetingFor(hour: number, name: string, random: number): string {
  const variants = greetings[dayPeriod(hour)];
  const pick = variants[pickIndex(variants.length, random)] ?? variants[0];
  return pick ? pick(name) : `Hello, ${name}`;
}

export function greetingVariantCount(period: DayPeriod): number {
  return greetings[period].length;
}

export function quoteFor(random: number): { text: string; author: string } {
  return greetingQuotes[pickIndex(greetingQuotes.length, random)] ?? greetingQuotes[0]!;
}

function pickIndex(length: number, random: number): number {
  return Math.min(length - 1, Math.max(0, Math.floor(random * length)));
}

export type GreetingSummary = { openPriorities: number; meetingsToday: number; activeGoals: number };

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** One sentence for the modal and for speech, e.g. "You have 5 open priorities, 3 meetings today and 3 active goals." */
export function summarySentence(summary: GreetingSummary): string {
  return (
    `You have ${plural(summary.openPriorities, 'open priority', 'open priorities')}, ` +
    `${plural(summary.meetingsToday, 'meeting', 'meetings')} today and ` +
    `${plural(summary.activeGoals, 'active goal', 'active goals')}.`
  );
}

/** What the speak-aloud button says. */
export function speechText(greeting: string, summary: string, quote: { text: string; author: string }): string {
  return `${greeting}. ${summary} ${quote.text}, ${quote.author}.`;
}

type BriefCounts = { priorities: ReadonlyArray<{ completed: boolean }>; meetings: ReadonlyArray<unknown> };
type GoalCounts = { mission_goal: { status: string } | null; quarterly_goals: ReadonlyArray<{ status: string }> };

/** Counts for the summary: open priorities and today's meetings from the daily brief, unfinished mission and quarterly goals. */
export function summaryFromData(brief: BriefCounts | undefined, goals: GoalCounts | undefined): GreetingSummary {
  const goalList = goals ? [...(goals.mission_goal ? [goals.mission_goal] : []), ...goals.quarterly_goals] : [];
  return {
    openPriorities: brief ? brief.priorities.filter((p) => !p.completed).length : 0,
    meetingsToday: brief ? brief.meetings.length : 0,
    activeGoals: goalList.filter((g) => g.status !== 'Complete').length,
  };
}
