import type { CalendarEvent, Meeting, SubscribedOccurrence, TimeBlockSuggestion } from '@provana/contracts';
import { describe, expect, it } from 'vitest';
import { scheduleConflicts, scheduledOverlapping, timelineItems, withMoves } from './timeline-items';

const day = '2025-03-10';
const event = (id: number, title: string, start: string, end: string): CalendarEvent => ({
  id,
  title,
  startTime: `${day}T${start}:00`,
  endTime: `${day}T${end}:00`,
  type: 'focus',
  priority: 'high',
  description: '',
  relatedGoals: [],
});
const meeting = (id: number, title: string, start: string, end: string): Meeting => ({
  id,
  title,
  startTime: `${day}T${start}:00`,
  endTime: `${day}T${end}:00`,
  location: '',
  attendees: [],
  type: 'team',
});
const block: TimeBlockSuggestion = {
  id: 'tb-1',
  title: 'Deep work',
  startTime: '15:00',
  endTime: '16:00',
  duration: 60,
  type: 'focus',
  priority: 'high',
  reasoning: '',
  energyLevel: 'high',
  conflictRisk: 0,
  relatedGoals: [],
};

describe('timeline items', () => {
  const otherDay = { ...event(2, 'Other day', '09:00', '10:00'), startTime: '2025-03-11T09:00:00', endTime: '2025-03-11T10:00:00' };
  const items = timelineItems(day, [event(1, 'Plan', '09:00', '10:00'), otherDay], [meeting(7, 'Stand-up', '09:30', '10:00')], [block]);

  it("draws the day's events, meetings and suggested blocks in time order; only events move", () => {
    expect(items.map((i) => [i.id, i.kind, i.start, i.end, i.movable])).toEqual([
      ['event-1', 'event', 540, 600, true],
      ['meeting-7', 'meeting', 570, 600, false],
      ['suggested-tb-1', 'suggested', 900, 960, false],
    ]);
    expect(items[0]?.eventId).toBe(1);
    expect(items[0]).not.toHaveProperty('occurrenceStart');
  });
  it("keeps the original start of a recurring event's occurrence, for moving or deleting that one", () => {
    const occurrence = { ...event(3, 'Staff meeting', '11:00', '12:00'), occurrenceStart: `${day}T09:00:00` };
    expect(timelineItems(day, [occurrence], [], [])[0]).toMatchObject({ id: 'event-3', eventId: 3, occurrenceStart: `${day}T09:00:00`, start: 660 });
  });
  it('marks scheduled items that overlap, naming what they overlap', () => {
    const conflicts = scheduleConflicts(items);
    expect(conflicts.get('event-1')).toEqual(['Stand-up']);
    expect(conflicts.get('meeting-7')).toEqual(['Plan']);
    expect(conflicts.has('suggested-tb-1')).toBe(false);
  });
  it('names the meetings a proposed time would overlap, not the moved event itself', () => {
    expect(scheduledOverlapping(items, { start: 585, end: 645 }, 'event-1').map((m) => m.title)).toEqual(['Stand-up']);
    expect(scheduledOverlapping(items, { start: 600, end: 660 }, 'event-1')).toEqual([]);
  });
  it('names the meetings and other events a proposed time would overlap, never suggested blocks', () => {
    const day2 = timelineItems(
      day,
      [event(1, 'Plan', '09:00', '10:00'), event(3, 'Review', '11:00', '11:30')],
      [meeting(7, 'Stand-up', '09:30', '10:00')],
      [block],
    );
    expect(scheduledOverlapping(day2, { start: 585, end: 675 }, 'event-3').map((i) => i.title)).toEqual(['Plan', 'Stand-up']);
    expect(scheduledOverlapping(day2, { start: 900, end: 960 }, 'event-3')).toEqual([]);
  });
});

describe('subscribed calendars on the timeline', () => {
  const occurrence = (id: string, title: string, start: string, end: string, allDay = false): SubscribedOccurrence => ({
    id,
    title,
    location: '',
    attendees: ['Ana'],
    allDay,
    startTime: allDay ? start : `${day}T${start}:00`,
    endTime: allDay ? end : `${day}T${end}:00`,
    start: '',
    end: '',
    source: { subscriptionId: 3, name: 'Work', colour: 'teal' },
    readOnly: true,
  });
  const items = timelineItems(
    day,
    [event(1, 'Plan', '09:00', '10:00')],
    [],
    [],
    [occurrence('sub-3-1-1', 'Design review', '09:30', '10:30'), occurrence('sub-3-2-2', 'Offsite', day, '2025-03-11', true)],
  );

  it('draws timed occurrences read-only with their calendar, not all-day ones', () => {
    expect(items.map((i) => [i.id, i.kind, i.start, i.end, i.movable, i.source?.name])).toEqual([
      ['event-1', 'event', 540, 600, true, undefined],
      ['subscribed-sub-3-1-1', 'subscribed', 570, 630, false, 'Work'],
    ]);
  });
  it('counts them in conflicts and in what a move would overlap', () => {
    expect(scheduleConflicts(items).get('event-1')).toEqual(['Design review']);
    expect(scheduleConflicts(items).get('subscribed-sub-3-1-1')).toEqual(['Plan']);
    expect(scheduledOverlapping(items, { start: 615, end: 645 }, 'event-1').map((i) => i.kind)).toEqual(['subscribed']);
  });
});

describe('moved items', () => {
  it('shows a moved event at its new time and leaves the rest', () => {
    const items = timelineItems(day, [event(1, 'Plan', '09:00', '10:00')], [meeting(7, 'Stand-up', '11:00', '11:30')], []);
    const moved = withMoves(items, [{ itemId: 'event-1', start: 660, end: 720 }, null]);
    expect(moved.map((i) => [i.id, i.start, i.end])).toEqual([
      ['event-1', 660, 720],
      ['meeting-7', 660, 690],
    ]);
    expect(scheduleConflicts(moved).get('event-1')).toEqual(['Stand-up']);
  });
});
