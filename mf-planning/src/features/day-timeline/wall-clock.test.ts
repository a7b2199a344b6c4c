import { describe, expect, it } from 'vitest';
import { clockText, readWallClock, spanOnDay, writeWallClock } from './wall-clock';

describe('wall-clock times', () => {
  it('reads a stored date-time as the day and minutes since its midnight', () => {
    expect(readWallClock('2025-03-10T09:30:00')).toEqual({ date: '2025-03-10', minutes: 570 });
    expect(readWallClock('2025-03-10T25:00:00')).toBeNull();
    expect(readWallClock('soon')).toBeNull();
  });
  it('writes minutes back as a stored date-time, 24:00 as the next midnight', () => {
    expect(writeWallClock('2025-03-10', 570)).toBe('2025-03-10T09:30:00');
    expect(writeWallClock('2025-03-10', 0)).toBe('2025-03-10T00:00:00');
    expect(writeWallClock('2025-02-28', 24 * 60)).toBe('2025-03-01T00:00:00');
    expect(clockText(17 * 60 + 5)).toBe('17:05');
  });
  it('clips an item to the day, and only items wholly on it can move', () => {
    expect(spanOnDay('2025-03-10', '2025-03-10T09:00:00', '2025-03-10T10:30:00')).toEqual({ start: 540, end: 630, whole: true });
    expect(spanOnDay('2025-03-10', '2025-03-09T22:00:00', '2025-03-10T01:00:00')).toEqual({ start: 0, end: 60, whole: false });
    expect(spanOnDay('2025-03-10', '2025-03-10T23:00:00', '2025-03-11T00:00:00')).toEqual({ start: 1380, end: 1440, whole: true });
    expect(spanOnDay('2025-03-10', '2025-03-11T09:00:00', '2025-03-11T10:00:00')).toBeNull();
    expect(spanOnDay('2025-03-10', '2025-03-10T10:00:00', '2025-03-10T10:00:00')).toBeNull();
  });
});
