// Due dates from spoken phrases ("by Friday", "next week", "by December 3rd"), relative to now.
import { addDaysToIsoDate, daysBetween, lastOfMonth, weekdayOf, type WallClock } from '@provana/dates';

const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
const MONTH_RE = '(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)';
const NUMBER_WORDS: Record<string, number> = { a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, ten: 10, fourteen: 14 };

const pad = (n: number) => String(n).padStart(2, '0');
const monthIndex = (name: string) => MONTHS.findIndex((m) => m.startsWith(name.toLowerCase().slice(0, 3)));

/**
 * A weekday from `today`: plain "Friday" is the coming Friday (today itself counts); "next Friday" is
 * the first Friday after today that falls outside the current Monday-to-Sunday week.
 */
function weekdayDate(today: string, weekday: number, next: boolean): string {
  const ahead = (weekday - weekdayOf(today) + 7) % 7;
  if (!next) return addDaysToIsoDate(today, ahead);
  const strictlyAhead = ahead === 0 ? 7 : ahead;
  const daysLeftThisWeek = 6 - ((weekdayOf(today) + 6) % 7);
  return addDaysToIsoDate(today, strictlyAhead <= daysLeftThisWeek ? strictlyAhead + 7 : strictlyAhead);
}

/** "December 3" said in November is this year; said in December after the 3rd, next year. */
function monthDayDate(today: string, month: number, day: number): string | null {
  if (month < 0 || day < 1 || day > 31) return null;
  let year = Number(today.slice(0, 4));
  let date = `${year}-${pad(month + 1)}-${pad(day)}`;
  if (daysBetween(today, date) < 0) {
    year += 1;
    date = `${year}-${pad(month + 1)}-${pad(day)}`;
  }
  return Number.isNaN(Date.parse(`${date}T00:00:00Z`)) ? null : date;
}

/** "before Q3" / "by Q3": the day before the next Q3 starts; "end of Q3": its last day; "end of (the) quarter": this one's. */
function quarterDate(today: string, quarter: number | null, endOf: boolean): string {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  const current = Math.ceil(month / 3);
  if (quarter === null) return lastOfMonth(`${year}-${pad(current * 3)}-01`);
  const q = Math.min(4, Math.max(1, quarter));
  const lastOfQuarter = (y: number, n: number) => lastOfMonth(`${y}-${pad(n * 3)}-01`);
  if (endOf) return q >= current ? lastOfQuarter(year, q) : lastOfQuarter(year + 1, q);
  // The day before quarter q starts, in the next year when q has already started this year.
  const startYear = q > current ? year : year + 1;
  return q === 1 ? `${startYear - 1}-12-31` : lastOfQuarter(startYear, q - 1);
}

type Rule = [RegExp, (m: RegExpExecArray, today: string) => string | null];

const RULES: Rule[] = [
  [/\b(\d{4}-\d{2}-\d{2})\b/, (m) => m[1] ?? null],
  [/\b(today|tonight|end of (?:the )?day|eod|this evening|this afternoon)\b/, (_m, t) => t],
  [/\b(?:tomorrow|tmrw)\b/, (_m, t) => addDaysToIsoDate(t, 1)],
  [/\bday after tomorrow\b/, (_m, t) => addDaysToIsoDate(t, 2)],
  [/\b(this|next) week\b/, (m, t) => (m[1] === 'next' ? weekdayDate(t, 1, true) : weekdayDate(t, 5, false))],
  [/\b(?:end of (?:the )?week|eow)\b/, (_m, t) => weekdayDate(t, 5, false)],
  [/\b(?:by|before) q([1-4])\b/, (m, t) => quarterDate(t, Number(m[1]), false)],
  [/\bend of q([1-4])\b/, (m, t) => quarterDate(t, Number(m[1]), true)],
  [/\bend of (?:the |this )?quarter\b/, (_m, t) => quarterDate(t, null, true)],
  [/\b(?:end of (?:the )?month)\b/, (_m, t) => lastOfMonth(t)],
  [/\bnext month\b/, (_m, t) => addDaysToIsoDate(lastOfMonth(t), 1)],
  [
    /\bin (\d+|an?|one|two|three|four|five|six|seven|ten|fourteen) (day|week)s?\b/,
    (m, t) => {
      const n = Number(m[1]) || NUMBER_WORDS[m[1] ?? ''] || 1;
      return addDaysToIsoDate(t, m[2] === 'week' ? 7 * n : n);
    },
  ],
  [new RegExp(`\\b${MONTH_RE}\\.? (\\d{1,2})(?:st|nd|rd|th)?\\b`), (m, t) => monthDayDate(t, monthIndex(m[1] ?? ''), Number(m[2]))],
  [new RegExp(`\\b(\\d{1,2})(?:st|nd|rd|th)? (?:of )?${MONTH_RE}\\b`), (m, t) => monthDayDate(t, monthIndex(m[2] ?? ''), Number(m[1]))],
  [/\b(next )?(sunday|monday|tuesday|wednesday|thursday|friday|saturday)\b/, (m, t) => weekdayDate(t, WEEKDAYS.indexOf(m[2] ?? ''), Boolean(m[1]))],
];

/** The due date (YYYY-MM-DD) of the earliest date phrase in `text`, or null when none. */
export function dueDateFrom(text: string, now: WallClock): string | null {
  const lower = text.toLowerCase();
  let best: { index: number; date: string } | null = null;
  for (const [re, toDate] of RULES) {
    const m = re.exec(lower);
    if (!m) continue;
    const date = toDate(m, now.date);
    if (date && (!best || m.index < best.index)) best = { index: m.index, date };
  }
  return best?.date ?? null;
}

/** Trailing date words to drop from a task's text ("... by Friday" → "..."). */
export const TRAILING_DUE_PHRASE = new RegExp(
  `[\\s,]+(?:(?:by|on|before|until|for|due)\\s+)?(?:(?:this|next)\\s+(?:week|month|${WEEKDAYS.join('|')})|today|tonight|tomorrow|asap|as soon as possible|end of (?:the )?(?:day|week|month)|${WEEKDAYS.join('|')}|${MONTH_RE}\\.? \\d{1,2}(?:st|nd|rd|th)?|in \\w+ (?:days?|weeks?)|(?:by |before |end of )q[1-4]|\\d{4}-\\d{2}-\\d{2})$`,
  'i',
);
