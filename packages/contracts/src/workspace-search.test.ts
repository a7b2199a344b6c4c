import { describe, expect, it } from 'vitest';
import { searchResultLink } from './workspace-search';

describe('searchResultLink', () => {
  it("opens a result in its section with the section's parameter", () => {
    expect(searchResultLink({ kind: 'decision', id: 12 })).toBe('/dashboard/decisions?decision=12');
    expect(searchResultLink({ kind: 'direct-report', id: 3 })).toBe('/dashboard/team?reportId=3');
    expect(searchResultLink({ kind: 'life-event', id: 4, date: '2026-12-01' })).toBe('/dashboard/life-events?lifeEvent=4');
  });

  it("adds a calendar event's day, from a date or the date part of a date-time", () => {
    expect(searchResultLink({ kind: 'calendar-event', id: 9, date: '2026-12-15' })).toBe('/dashboard/calendar?event=9&date=2026-12-15');
    expect(searchResultLink({ kind: 'calendar-event', id: 9, date: '2026-12-15T10:00:00' })).toBe('/dashboard/calendar?event=9&date=2026-12-15');
    expect(searchResultLink({ kind: 'calendar-event', id: 9, date: null })).toBe('/dashboard/calendar?event=9');
    expect(searchResultLink({ kind: 'calendar-event', id: 9 })).toBe('/dashboard/calendar?event=9');
  });
});
