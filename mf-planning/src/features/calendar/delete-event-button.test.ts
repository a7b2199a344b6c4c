import { describe, expect, it } from 'vitest';
import { eventIdOf, occurrenceStartOf } from './delete-event-button';

describe('eventIdOf', () => {
  it('reads the event id of an event item only', () => {
    expect(eventIdOf('event-42')).toBe(42);
    expect(eventIdOf('meeting-42')).toBeNull();
    expect(eventIdOf('event-')).toBeNull();
  });

  it('reads an occurrence of a recurring event: its event id and original start', () => {
    expect(eventIdOf('event-42-2025-03-24T09:00:00')).toBe(42);
    expect(occurrenceStartOf('event-42-2025-03-24T09:00:00')).toBe('2025-03-24T09:00:00');
    expect(occurrenceStartOf('event-42')).toBeNull();
    expect(eventIdOf('event-42-tomorrow')).toBeNull();
  });
});
