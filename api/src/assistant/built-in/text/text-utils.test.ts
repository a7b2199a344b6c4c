import { describe, expect, it } from 'vitest';
import { addDaysToIsoDate, weekdayOf, daysBetween, describeDate, minutesToClock, parseWallClock } from '@provana/dates';
import { formatMinutes, keywords, listWithMore, splitSentences, truncate } from './text-utils';

describe('wall-clock parsing', () => {
  it('reads local date-times as written, never through UTC', () => {
    expect(parseWallClock('2026-11-21T09:00:00')).toEqual({ date: '2026-11-21', minutes: 540 });
    expect(parseWallClock('2026-11-21T23:45')).toEqual({ date: '2026-11-21', minutes: 1425 });
    expect(parseWallClock('2026-11-21')).toEqual({ date: '2026-11-21', minutes: 0 });
    expect(parseWallClock('soon')).toBeNull();
    expect(parseWallClock(null)).toBeNull();
  });

  it('converts only strings with an explicit zone, to local time', () => {
    const instant = new Date('2026-11-21T09:00:00Z');
    const local = parseWallClock('2026-11-21T09:00:00Z');
    expect(local?.minutes).toBe(instant.getHours() * 60 + instant.getMinutes());
  });

  it('does calendar arithmetic on dates', () => {
    expect(addDaysToIsoDate('2026-12-30', 3)).toBe('2027-01-02');
    expect(daysBetween('2026-11-20', '2026-11-23')).toBe(3);
    expect(weekdayOf('2026-11-21')).toBe(6);
    expect(describeDate('2026-11-21')).toBe('Sat Nov 21');
    expect(minutesToClock(9 * 60 + 5)).toBe('09:05');
  });
});

describe('text helpers', () => {
  it('splits sentences and extracts keywords without stop words or contractions', () => {
    expect(splitSentences('One. Two?  Three!\nFour')).toEqual(['One.', 'Two?', 'Three!', 'Four']);
    expect(keywords("We'll review the team's goals and budgets")).toEqual(['review', 'team', 'goal', 'budget']);
  });

  it('formats lists, minutes and truncation', () => {
    expect(listWithMore(['a', 'b'], 2)).toBe('a and b');
    expect(listWithMore(['a', 'b', 'c'], 5)).toBe('a, b, c and 2 more');
    expect(formatMinutes(195)).toBe('3h 15m');
    expect(formatMinutes(45)).toBe('45 min');
    expect(truncate('alpha beta gamma delta', 12)).toBe('alpha beta…');
  });
});
