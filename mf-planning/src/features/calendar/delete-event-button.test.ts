import { describe, expect, it } from 'vitest';
import { eventIdOf } from './delete-event-button';

describe('eventIdOf', () => {
  it('reads the event id of an event item only', () => {
    expect(eventIdOf('event-42')).toBe(42);
    expect(eventIdOf('meeting-42')).toBeNull();
    expect(eventIdOf('event-')).toBeNull();
  });
});
