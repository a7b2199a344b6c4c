import { describe, expect, it } from 'vitest';
import { dayPeriod, greetingDue, greetingFor, greetingQuotes, greetingVariantCount, localDay, quoteFor, summaryFromData, summarySentence } from './greeting';

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
    expect(summarySentence({ openPriorities: 5, meetingsToday: 3, activeGoals: 3 })).toBe(
      'You have 5 open priorities, 3 meetings today and 3 active goals.',
    );
    expect(summarySentence({ openPriorities: 1, meetingsToday: 1, activeGoals: 0 })).toBe(
      'You have 1 open priority, 1 meeting today and 0 active goals.',
    );
  });
});

describe('once-per-day marker', () => {
  it('formats the local day and shows the greeting only when the marker is not today', () => {
    const now = new Date(2025, 0, 5, 8, 30);
    expect(localDay(now)).toBe('2025-01-05');
    expect(greetingDue(null, now)).toBe(true);
    expect(greetingDue('2025-01-04', now)).toBe(true);
    expect(greetingDue('2025-01-05', now)).toBe(false);
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
