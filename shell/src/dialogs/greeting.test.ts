import { describe, expect, it } from 'vitest';
import { hourIn, todayIn } from '@provana/dates';
import { dayPeriod, greetingFor, greetingQuotes, greetingVariantCount, quoteFor, summaryFromData, summarySentence } from './greeting';
import { greetingDue } from './startup-dialogs';

describe('greeting period', () => {
  it('is morning before 12, afternoon before 17 and evening after', () => {
    expect(dayPeriod(0)).toBe('morning');
    expect(dayPeriod(11)).toBe('morning');
    expect(dayPeriod(12)).toBe('afternoon');
    expect(dayPeriod(16)).toBe('afternoon');
    expect(dayPeriod(17)).toBe('evening');
    expect(dayPeriod(23)).toBe('evening');
  });

  it('has five or six variants per period, all using the name', () => {
    for (const period of ['morning', 'afternoon', 'evening'] as const) {
      const count = greetingVariantCount(period);
      expect(count).toBeGreaterThanOrEqual(5);
      expect(count).toBeLessThanOrEqual(6);
    }
    const hours = [9, 14, 20];
    for (const hour of hours) {
      for (let i = 0; i < 6; i++) expect(greetingFor(hour, 'Dana', i / 6)).toContain('Dana');
    }
  });

  it('picks different variants for different random draws and survives random = 1', () => {
    expect(greetingFor(9, 'Dana', 0)).not.toBe(greetingFor(9, 'Dana', 0.99));
    expect(greetingFor(9, 'Dana', 1)).toContain('Dana');
  });
});

describe('greeting quotes and summary', () => {
  it('chooses among exactly 5 quotes', () => {
    expect(greetingQuotes).toHaveLength(5);
    const seen = new Set([0, 0.2, 0.4, 0.6, 0.8].map((r) => quoteFor(r).text));
    expect(seen.size).toBe(5);
  });

  it('summarises the counts with singular and plural forms', () => {
    expect(summarySentence({ openPriorities: 5, meetingsToday: 3, activeGoals: 3 })).toBe('You have 5 open priorities, 3 meetings today and 3 active goals.');
    expect(summarySentence({ openPriorities: 1, meetingsToday: 1, activeGoals: 0 })).toBe('You have 1 open priority, 1 meeting today and 0 active goals.');
  });
});

describe('once-per-day marker', () => {
  it("shows the greeting only when the marker is not today in the executive's zone", () => {
    // 20:00 UTC on 4 January is already 5 January in Tokyo: a marker from the 4th is stale there.
    const at = new Date('2025-01-04T20:00:00Z');
    expect(greetingDue(null, todayIn('Asia/Tokyo', at))).toBe(true);
    expect(greetingDue('2025-01-04', todayIn('Asia/Tokyo', at))).toBe(true);
    expect(greetingDue('2025-01-05', todayIn('Asia/Tokyo', at))).toBe(false);
    expect(greetingDue('2025-01-04', todayIn('America/Los_Angeles', at))).toBe(false);
  });
  it("greets by the hour in the executive's zone", () => {
    const at = new Date('2025-01-04T20:00:00Z'); // 05:00 in Tokyo, 12:00 in Los Angeles, 20:00 in UTC
    expect(greetingFor(hourIn('Asia/Tokyo', at), 'Ada', 0)).toBe('Good morning, Ada');
    expect(greetingFor(hourIn('America/Los_Angeles', at), 'Ada', 0)).toBe('Good afternoon, Ada');
    expect(greetingFor(hourIn('UTC', at), 'Ada', 0)).toBe('Good evening, Ada');
  });
});

describe('greeting summary from data', () => {
  it('counts open priorities, meetings and unfinished mission and quarterly goals', () => {
    const brief = { priorities: [{ completed: false }, { completed: true }, { completed: false }], meetings: [{}, {}] };
    const goals = {
      mission_goal: { status: 'In Progress' },
      quarterly_goals: [{ status: 'Complete' }, { status: 'Not Started' }, { status: 'In Progress' }],
    };
    expect(summaryFromData(brief, goals)).toEqual({ openPriorities: 2, meetingsToday: 2, activeGoals: 3 });
  });

  it('counts zero while the data is missing', () => {
    expect(summaryFromData(undefined, undefined)).toEqual({ openPriorities: 0, meetingsToday: 0, activeGoals: 0 });
  });
});
