// What a lenient read of a calendar left out, and the sentence the subscription's status and the
// import's answer give for it ("2 events could not be read (1 without a readable start, …)").
// Events are counted by why they were left out; lines left out of events that were kept are counted
// apart, as they cost a detail (a title, an end, an exception), not an event.

export type SkipReason = 'start' | 'recurrenceId' | 'cutOff' | 'other';

export interface SkippedEvents {
  /** Events left out, by reason. */
  events: Record<SkipReason, number>;
  /** Lines left out of the events that were kept (and of the calendar around them). */
  lines: number;
}

const REASONS: Record<SkipReason, string> = {
  start: 'without a readable start',
  recurrenceId: 'changing an occurrence whose date could not be read',
  cutOff: 'cut off by the end of the file',
  other: 'with other values that could not be read',
};

export const noneSkipped = (): SkippedEvents => ({ events: { start: 0, recurrenceId: 0, cutOff: 0, other: 0 }, lines: 0 });

export const skippedEventCount = (s: SkippedEvents): number => Object.values(s.events).reduce((a, b) => a + b, 0);

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

const reasonsOf = (s: SkippedEvents) =>
  (Object.keys(REASONS) as SkipReason[])
    .filter((r) => s.events[r] > 0)
    .map((r) => `${s.events[r]} ${REASONS[r]}`)
    .join(', ');

/** The sentence for what was left out; null when nothing was. */
export function skippedText(s: SkippedEvents): string | null {
  const events = skippedEventCount(s);
  const parts: string[] = [];
  if (events > 0) parts.push(`${plural(events, 'event', 'events')} could not be read (${reasonsOf(s)})`);
  if (s.lines > 0) parts.push(`${plural(s.lines, 'line', 'lines')} could not be read and ${s.lines === 1 ? 'was' : 'were'} left out`);
  return parts.length > 0 ? `${parts.join('; ')}.` : null;
}

/** The error when a calendar has events and none could be read. */
export const noEventReadText = (s: SkippedEvents): string =>
  `The calendar could not be read: ${skippedEventCount(s) === 1 ? 'its one event was not' : `none of its ${skippedEventCount(s)} events was`} readable (${reasonsOf(s)})`;
