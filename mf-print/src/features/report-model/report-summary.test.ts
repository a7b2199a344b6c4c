import { describe, expect, it } from 'vitest';
import { buildSummary } from './report-summary';
import { brief, goals, meeting, priority } from '../../../test/report-records';

const now = new Date(2026, 2, 4, 9, 0);
const goal = (n: number) => ({ goal: `Goal ${n}`, status: 'In Progress', progress: 65, deadline: '2026-06-01' });

describe('print report caps', () => {
  it('lists at most 5 action items, 3 goals and 4 meetings', () => {
    const summary = buildSummary({
      now,
      priorities: Array.from({ length: 9 }, (_, i) => priority(i + 1)),
      goals: goals(Array.from({ length: 6 }, (_, i) => goal(i + 1))),
      brief: brief({ meetings: Array.from({ length: 7 }, (_, i) => meeting(i + 1, `2026-03-04T${String(8 + i).padStart(2, '0')}:00:00`)) }),
    });
    expect(summary.actionItems).toHaveLength(5);
    expect(summary.goals).toHaveLength(3);
    expect(summary.schedule?.map((m) => m.id)).toEqual([1, 2, 3, 4]);
  });

  it('picks open action items by urgency, then due date, leaving completed ones out', () => {
    const summary = buildSummary({
      now,
      priorities: [
        priority(1, { urgency: 'low' }),
        priority(2, { urgency: 'high', completed: true, status: 'completed' }),
        priority(3, { urgency: 'medium', dueDate: '2026-03-05' }),
        priority(4, { urgency: 'high', dueDate: '2026-03-09' }),
        priority(5, { urgency: 'high', dueDate: '2026-03-02' }),
      ],
    });
    expect(summary.actionItems.map((p) => p.id)).toEqual([5, 4, 3, 1]);
  });

  it("orders today's schedule by start time", () => {
    const summary = buildSummary({ now, brief: brief({ meetings: [meeting(1, '2026-03-04T15:00:00'), meeting(2, '2026-03-04T08:30:00')] }) });
    expect(summary.schedule?.map((m) => m.id)).toEqual([2, 1]);
  });
});

describe('print report fallbacks', () => {
  it('uses 85, 3 and 4 when the brief, priorities and meetings are missing', () => {
    const summary = buildSummary({ now });
    expect(summary.goalAlignment).toEqual({ value: 85, isFallback: true });
    expect(summary.tasksCompleted).toEqual({ value: 3, isFallback: true });
    expect(summary.upcomingMeetings).toEqual({ value: 4, isFallback: true });
    expect(summary.goals).toBeNull();
    expect(summary.schedule).toBeNull();
  });

  it('keeps real zeros: 0% alignment, no completed task, no meeting', () => {
    const summary = buildSummary({
      now,
      brief: brief({ goalAlignment: 0, alignment: { goalAlignment: 0 } }),
      priorities: [priority(1)],
      meetings: [],
    });
    expect(summary.goalAlignment).toEqual({ value: 0, isFallback: false });
    expect(summary.tasksCompleted).toEqual({ value: 0, isFallback: false });
    expect(summary.upcomingMeetings).toEqual({ value: 0, isFallback: false });
    expect(summary.schedule).toEqual([]);
  });

  it('counts completed tasks and upcoming meetings from the data', () => {
    const summary = buildSummary({
      now,
      priorities: [priority(1, { completed: true, status: 'completed' }), priority(2, { completed: true, status: 'completed' }), priority(3)],
      meetings: [meeting(1, '2026-03-04T10:00:00'), meeting(2, '2026-03-06T10:00:00')],
    });
    expect(summary.tasksCompleted.value).toBe(2);
    expect(summary.upcomingMeetings.value).toBe(2);
    // Without the brief, today's schedule comes from the meetings list.
    expect(summary.schedule?.map((m) => m.id)).toEqual([1]);
  });
});
