// A Busy block (the executive's private event, to a delegate without Full access) is drawn on the
// timeline for its time with nothing to open or move it by.
import { describe, expect, it } from 'vitest';
import type { CalendarEvent } from '@provana/contracts';
import { timelineItems } from './timeline-items';

const stored: CalendarEvent = {
  id: 7,
  title: 'Therapy',
  startTime: '2026-03-30T18:00:00',
  endTime: '2026-03-30T19:00:00',
  type: 'other',
  priority: 'low',
  description: '',
  relatedGoals: [],
  private: true,
};

describe('a Busy block on the timeline', () => {
  it('is drawn for its time but names no event to open, move or delete', () => {
    const busy: CalendarEvent = { ...stored, title: 'Busy', private: undefined, busy: true };
    const [item] = timelineItems('2026-03-30', [busy], [], []);
    expect(item).toMatchObject({ kind: 'event', title: 'Busy', movable: false, busy: true });
    expect(item).not.toHaveProperty('eventId');
    const [own] = timelineItems('2026-03-30', [stored], [], []);
    expect(own).toMatchObject({ eventId: 7, movable: true, private: true });
  });
});
