import { describe, expect, it } from 'vitest';
import { spanOnDay } from './day-span';

describe('an item on the day timeline', () => {
  it('clips an item to the day, and only items wholly on it can move', () => {
    expect(spanOnDay('2025-03-10', '2025-03-10T09:00:00', '2025-03-10T10:30:00')).toEqual({ start: 540, end: 630, whole: true });
    expect(spanOnDay('2025-03-10', '2025-03-09T22:00:00', '2025-03-10T01:00:00')).toEqual({ start: 0, end: 60, whole: false });
    expect(spanOnDay('2025-03-10', '2025-03-10T23:00:00', '2025-03-11T00:00:00')).toEqual({ start: 1380, end: 1440, whole: true });
    expect(spanOnDay('2025-03-10', '2025-03-11T09:00:00', '2025-03-11T10:00:00')).toBeNull();
    expect(spanOnDay('2025-03-10', '2025-03-10T10:00:00', '2025-03-10T10:00:00')).toBeNull();
    expect(spanOnDay('2025-03-10', '2025-03-10', '2025-03-11')).toBeNull();
  });
});
