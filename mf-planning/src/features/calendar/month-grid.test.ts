import { describe, expect, it } from 'vitest';
import { capItems, gridRange, monthGrid, monthTitle, moveDay, shiftMonth } from './month-grid';

describe('month grid', () => {
  it("lays a month out in whole weeks, Sunday first, with the neighbours' days", () => {
    const weeks = monthGrid('2025-03-01'); // March 2025 starts on a Saturday, ends on a Monday
    expect(weeks).toHaveLength(6);
    expect(weeks.every((w) => w.length === 7)).toBe(true);
    expect(weeks[0]?.[0]).toEqual({ date: '2025-02-23', day: 23, inMonth: false });
    expect(weeks[0]?.[6]).toEqual({ date: '2025-03-01', day: 1, inMonth: true });
    expect(weeks[5]?.[1]).toEqual({ date: '2025-03-31', day: 31, inMonth: true });
    expect(gridRange('2025-03-01')).toEqual({ from: '2025-02-23', to: '2025-04-05' });
  });
  it('fits a February starting on Sunday in four weeks, and knows leap years', () => {
    expect(monthGrid('2026-02-01')).toHaveLength(4);
    expect(
      monthGrid('2024-02-01')
        .flat()
        .filter((d) => d.inMonth),
    ).toHaveLength(29);
    expect(
      monthGrid('2023-02-01')
        .flat()
        .filter((d) => d.inMonth),
    ).toHaveLength(28);
    expect(
      monthGrid('2025-04-01')
        .flat()
        .filter((d) => d.inMonth),
    ).toHaveLength(30);
  });
  it('keeps every day once across a DST change', () => {
    const days = monthGrid('2025-03-01')
      .flat()
      .map((d) => d.date); // US DST starts 2025-03-09, EU 2025-03-30
    expect(new Set(days).size).toBe(days.length);
    expect(days).toContain('2025-03-09');
    expect(days).toContain('2025-03-30');
    const nov = monthGrid('2025-11-01')
      .flat()
      .map((d) => d.date);
    expect(nov.filter((d) => d.startsWith('2025-11'))).toHaveLength(30);
  });
  it('moves between months and names them', () => {
    expect(shiftMonth('2025-01-01', -1)).toBe('2024-12-01');
    expect(shiftMonth('2025-12-01', 1)).toBe('2026-01-01');
    expect(monthTitle('2025-03-01')).toBe('March 2025');
  });
  it('caps a cell at 2 items then counts the rest', () => {
    expect(capItems(['a'])).toEqual({ shown: ['a'], more: 0 });
    expect(capItems(['a', 'b'])).toEqual({ shown: ['a', 'b'], more: 0 });
    expect(capItems(['a', 'b', 'c', 'd', 'e'])).toEqual({ shown: ['a', 'b'], more: 3 });
  });
  it('moves the focused day with the arrow keys', () => {
    expect(moveDay('2025-03-31', 'ArrowRight')).toBe('2025-04-01');
    expect(moveDay('2025-03-01', 'ArrowLeft')).toBe('2025-02-28');
    expect(moveDay('2024-02-26', 'ArrowDown')).toBe('2024-03-04');
    expect(moveDay('2025-03-05', 'ArrowUp')).toBe('2025-02-26');
    expect(moveDay('2025-03-05', 'Enter')).toBeNull();
  });
});
