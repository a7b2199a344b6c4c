import { describe, expect, it } from 'vitest';
import type { Meeting, Priority } from '@provana/contracts';
import { wallNowIn } from '@provana/dates';

const NOON_UTC = new Date('2026-03-04T12:00:00Z');
import { countOpenByUrgency, isOverdue, meetingsByStart, orderForBrief, topActionItems } from './brief-selectors';

let nextId = 1;
function priority(overrides: Partial<Priority>): Priority {
  const completed = overrides.completed ?? false;
  return {
    id: nextId++,
    task: 'Task',
    description: '',
    urgency: 'high',
    dueDate: null,
    completed,
    status: completed ? 'completed' : 'pending',
    ...overrides,
  };
}

describe('countOpenByUrgency', () => {
  it('counts open priorities per urgency and leaves completed ones out', () => {
    const counts = countOpenByUrgency([
      priority({ urgency: 'high' }),
      priority({ urgency: 'high', completed: true }),
      priority({ urgency: 'medium' }),
      priority({ urgency: 'low' }),
      priority({ urgency: 'low' }),
    ]);
    expect(counts).toEqual({ high: 1, medium: 1, low: 2 });
  });
});

describe('isOverdue', () => {
  // Noon on 4 March on the executive's wall clock (UTC here).
  const now = wallNowIn('UTC', NOON_UTC);
  it('is overdue when an open task was due before now', () => {
    expect(isOverdue(priority({ dueDate: '2026-03-04T11:59:00' }), now)).toBe(true);
  });
  it('is not overdue when due later, undated or completed', () => {
    expect(isOverdue(priority({ dueDate: '2026-03-04T12:01:00' }), now)).toBe(false);
    expect(isOverdue(priority({ dueDate: null }), now)).toBe(false);
    expect(isOverdue(priority({ dueDate: '2026-03-01T00:00:00', completed: true }), now)).toBe(false);
  });
  it("reads due dates on the executive's wall clock, whatever the browser's zone", () => {
    // 06:30 UTC on 5 March: still 22:30 on 4 March in Los Angeles, already 15:30 on 5 March in Tokyo.
    const at = new Date('2026-03-05T06:30:00Z');
    const dueTonight = priority({ dueDate: '2026-03-04T23:00:00' });
    const dueTomorrow = priority({ dueDate: '2026-03-05' });
    expect(isOverdue(dueTonight, wallNowIn('America/Los_Angeles', at))).toBe(false);
    expect(isOverdue(dueTomorrow, wallNowIn('America/Los_Angeles', at))).toBe(false);
    expect(isOverdue(dueTonight, wallNowIn('Asia/Tokyo', at))).toBe(true);
    expect(isOverdue(dueTomorrow, wallNowIn('Asia/Tokyo', at))).toBe(true);
  });
  it('sorts date-only and date-time due dates on one wall clock', () => {
    const items = [priority({ task: 'noon', dueDate: '2026-03-04T12:00:00' }), priority({ task: 'day', dueDate: '2026-03-04' })];
    expect(topActionItems(items).map((p) => p.task)).toEqual(['day', 'noon']);
  });
});

describe('topActionItems', () => {
  it('keeps at most five open high-urgency tasks, earliest due first', () => {
    const items = [
      priority({ task: 'late', dueDate: '2026-03-09T00:00:00' }),
      priority({ task: 'undated' }),
      priority({ task: 'medium', urgency: 'medium', dueDate: '2026-03-01T00:00:00' }),
      priority({ task: 'done', completed: true, dueDate: '2026-03-01T00:00:00' }),
      priority({ task: 'a', dueDate: '2026-03-02T00:00:00' }),
      priority({ task: 'b', dueDate: '2026-03-03T00:00:00' }),
      priority({ task: 'c', dueDate: '2026-03-05T00:00:00' }),
      priority({ task: 'd', dueDate: '2026-03-06T00:00:00' }),
    ];
    expect(topActionItems(items).map((p) => p.task)).toEqual(['a', 'b', 'c', 'd', 'late']);
  });
  it('is empty when no open high-urgency task exists', () => {
    expect(topActionItems([priority({ urgency: 'low' }), priority({ completed: true })])).toEqual([]);
  });
});

describe('orderForBrief', () => {
  it('lists open tasks before completed ones', () => {
    const done = priority({ task: 'done', completed: true, dueDate: '2026-01-01T00:00:00' });
    const open = priority({ task: 'open', dueDate: '2026-05-01T00:00:00' });
    expect(orderForBrief([done, open]).map((p) => p.task)).toEqual(['open', 'done']);
  });
});

describe('meetingsByStart', () => {
  it('orders meetings by start time without mutating the input', () => {
    const base: Omit<Meeting, 'id' | 'startTime'> = { title: 'm', endTime: '', location: '', attendees: [], type: 'sync' };
    const input: Meeting[] = [
      { ...base, id: 1, startTime: '2026-03-04T15:00:00' },
      { ...base, id: 2, startTime: '2026-03-04T09:00:00' },
    ];
    expect(meetingsByStart(input).map((m) => m.id)).toEqual([2, 1]);
    expect(input[0]?.id).toBe(1);
  });
});
