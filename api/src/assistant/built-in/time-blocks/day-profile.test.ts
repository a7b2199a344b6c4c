import { describe, expect, it } from 'vitest';
import { conflictRisk, energyAt } from './day-profile';

const meetingAt = (start: number, end: number) => ({ start, end, isMeeting: true });

describe('energy curve', () => {
  it('is high in the morning peak, medium early afternoon, low late afternoon', () => {
    expect(energyAt(9 * 60 + 30, 11 * 60)).toBe('high');
    expect(energyAt(8 * 60, 8 * 60 + 45)).toBe('medium');
    expect(energyAt(13 * 60, 14 * 60)).toBe('medium');
    expect(energyAt(16 * 60, 17 * 60)).toBe('low');
  });
});

describe('conflict risk', () => {
  const busy = [meetingAt(12 * 60, 13 * 60)];

  it('is highest next to a meeting and falls to 0 an hour away', () => {
    const adjacent = conflictRisk(11 * 60, 12 * 60, busy);
    const near = conflictRisk(10 * 60 + 30, 11 * 60 + 30, busy);
    const far = conflictRisk(9 * 60, 11 * 60 - 0, busy);
    expect(adjacent).toBeGreaterThanOrEqual(80);
    expect(near).toBeGreaterThan(far);
    expect(near).toBeLessThan(adjacent);
    expect(conflictRisk(8 * 60, 10 * 60, busy)).toBe(0);
  });

  it('counts the nearest edge on either side and weighs non-meeting events half', () => {
    expect(conflictRisk(13 * 60, 14 * 60, busy)).toBe(conflictRisk(11 * 60, 12 * 60, busy));
    expect(conflictRisk(11 * 60, 12 * 60, [{ start: 12 * 60, end: 13 * 60, isMeeting: false }])).toBe(43);
  });
});
