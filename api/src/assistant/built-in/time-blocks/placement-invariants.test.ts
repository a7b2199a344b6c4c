// Property test: whatever the day looks like, suggestions never collide and stay in working hours.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { minutesToClock, clockToMinutes } from '@provana/dates';
import { DATE, GOALS, event, meeting, priority } from '../../../../test/fixtures/assistant-context';
import { suggestTimeBlocks } from './suggest-time-blocks';

const at = (minutes: number) => `${DATE}T${minutesToClock(minutes)}:00`;
const item = fc.record({ start: fc.integer({ min: 6 * 60, max: 20 * 60 }), length: fc.integer({ min: 5, max: 240 }), isMeeting: fc.boolean() });
const task = fc.record({
  urgency: fc.constantFrom('high' as const, 'medium' as const, 'low' as const),
  dueOffset: fc.option(fc.integer({ min: -10, max: 20 }), { nil: null }),
});

describe('time-block placement invariants', () => {
  it('never overlaps a busy item or another block, and respects working hours and now', () => {
    fc.assert(
      fc.property(
        fc.array(item, { maxLength: 10 }),
        fc.array(task, { maxLength: 8 }),
        fc.integer({ min: 6 * 60, max: 19 * 60 }),
        (items, tasks, nowMinutes) => {
          const busy = items.map((i) => ({ start: i.start, end: Math.min(24 * 60 - 1, i.start + i.length) }));
          const meetings = items.flatMap((i, n) => (i.isMeeting ? [meeting(n, `M${n}`, at(busy[n]?.start ?? 0), at(busy[n]?.end ?? 0))] : []));
          const events = items.flatMap((i, n) => (i.isMeeting ? [] : [event(n, `E${n}`, at(busy[n]?.start ?? 0), at(busy[n]?.end ?? 0))]));
          const priorities = tasks.map((t, n) =>
            priority(
              n,
              `Task number ${n}`,
              t.urgency,
              t.dueOffset === null ? null : `2026-11-${String(23 + Math.min(7, t.dueOffset)).padStart(2, '0')}T17:00:00`,
            ),
          );
          const now = new Date(2026, 10, 23, Math.floor(nowMinutes / 60), nowMinutes % 60);
          const result = suggestTimeBlocks({ date: DATE, now, meetings, calendarEvents: events, priorities, goals: GOALS });

          const spans = result.suggestedBlocks.map((b) => ({ start: clockToMinutes(b.startTime), end: clockToMinutes(b.endTime), b }));
          for (const s of spans) {
            expect(s.end - s.start).toBe(s.b.duration);
            expect(s.b.duration).toBeGreaterThanOrEqual(30);
            expect(s.start).toBeGreaterThanOrEqual(Math.max(8 * 60, nowMinutes));
            expect(s.end).toBeLessThanOrEqual(18 * 60);
            expect(s.b.conflictRisk).toBeGreaterThanOrEqual(0);
            expect(s.b.conflictRisk).toBeLessThanOrEqual(100);
            for (const x of busy) expect(s.end <= x.start || s.start >= x.end).toBe(true);
          }
          spans.forEach((a, i) => spans.slice(i + 1).forEach((c) => expect(a.end <= c.start || a.start >= c.end).toBe(true)));
          expect(new Set(result.suggestedBlocks.map((b) => b.id)).size).toBe(spans.length);
          const focus = result.suggestedBlocks.filter((b) => b.type === 'focus').reduce((sum, b) => sum + b.duration, 0);
          expect(result.analysisData.totalFocusTime).toBe(focus);
          expect(result.analysisData.workloadBalance).toBeGreaterThanOrEqual(0);
          expect(result.analysisData.workloadBalance).toBeLessThanOrEqual(100);
        },
      ),
      { seed: 20261123, numRuns: 300 },
    );
  });
});
