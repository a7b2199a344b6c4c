import { describe, expect, it } from 'vitest';
import { conflictText, joinTitles, overlapQuestion, overlapTitle, staticName, timeRange } from './item-labels';

const item = { id: 'event-1', kind: 'event' as const, title: 'Focus: Q3 plan', start: 540, end: 630, movable: true, eventId: 1 };

describe('timeline labels', () => {
  it('says what an item conflicts with, or nothing', () => {
    expect(conflictText(['Stand-up', 'Budget review'])).toBe(', conflicts with Stand-up and Budget review');
    expect(conflictText([])).toBe('');
    expect(conflictText(undefined)).toBe('');
  });
  it('names meetings and suggested blocks by kind, conflicts in words', () => {
    expect(staticName({ ...item, id: 'meeting-2', kind: 'meeting', title: 'Stand-up' }, ['Focus: Q3 plan'])).toBe(
      'Meeting: Stand-up, 9:00 AM to 10:30 AM, conflicts with Focus: Q3 plan',
    );
    expect(staticName({ ...item, kind: 'suggested' })).toBe('Suggested block: Focus: Q3 plan, 9:00 AM to 10:30 AM');
  });
  it("names a subscribed calendar's occurrence by its calendar, read-only", () => {
    const subscribed = {
      ...item,
      id: 'subscribed-x',
      kind: 'subscribed' as const,
      title: 'Design review',
      movable: false,
      source: { name: 'Work', colour: 'teal' },
    };
    expect(staticName(subscribed, ['Plan'])).toBe('From Work: Design review, 9:00 AM to 10:30 AM, conflicts with Plan, read-only');
    expect(overlapTitle(['subscribed', 'meeting'])).toBe('Move over a meeting?');
  });
  it('writes midnight at the end of the day and lists titles in words', () => {
    expect(timeRange(23 * 60, 24 * 60)).toBe('11:00 PM to 12:00 AM');
    expect(joinTitles(['A', 'B', 'C'])).toBe('A, B and C');
    expect(overlapQuestion(['Budget review'])).toBe('This time overlaps Budget review. Move anyway?');
  });
  it('titles the overlap question by what the move would overlap', () => {
    expect(overlapTitle(['meeting'])).toBe('Move over a meeting?');
    expect(overlapTitle(['event', 'event'])).toBe('Move over another event?');
    expect(overlapTitle(['event', 'meeting'])).toBe('Move over other items?');
  });
});
