import { describe, expect, it } from 'vitest';
import { clockToMinutes } from '@provana/dates';
import { DATE, EVENTS, MEETINGS, event, meeting, priority, timeBlockInput } from '../../../../test/fixtures/assistant-context';
import { suggestTimeBlocks } from './suggest-time-blocks';

const busyOf = (date: string) =>
  [...MEETINGS, ...EVENTS]
    .filter((m) => m.startTime.startsWith(date))
    .map((m) => ({ title: m.title, start: clockToMinutes(m.startTime.slice(11, 16)), end: clockToMinutes(m.endTime.slice(11, 16)) }));

describe('suggestTimeBlocks placement', () => {
  const result = suggestTimeBlocks(timeBlockInput());
  const blocks = result.suggestedBlocks;

  it('never overlaps an event, a meeting or another block, and stays in working hours', () => {
    expect(blocks.length).toBeGreaterThanOrEqual(3);
    const spans = blocks.map((b) => ({ start: clockToMinutes(b.startTime), end: clockToMinutes(b.endTime) }));
    for (const s of spans) {
      expect(s.start).toBeGreaterThanOrEqual(8 * 60);
      expect(s.end).toBeLessThanOrEqual(18 * 60);
      for (const busy of busyOf(DATE)) expect(s.end <= busy.start || s.start >= busy.end).toBe(true);
    }
    spans.forEach((a, i) => spans.slice(i + 1).forEach((b) => expect(a.end <= b.start || a.start >= b.end).toBe(true)));
  });

  it('puts the overdue priority in the morning peak and explains the facts used', () => {
    const block = blocks.find((b) => b.title.includes('Finalize Q4 budget review'));
    expect(block).toMatchObject({ startTime: '09:30', endTime: '11:00', duration: 90, type: 'focus', priority: 'high', energyLevel: 'high' });
    expect(block?.reasoning).toContain("'Finalize Q4 budget review'");
    expect(block?.reasoning).toContain('overdue by 3 days');
    expect(block?.reasoning).toContain("free 09:30–11:00 between 'Board prep' and 'Staff sync'");
    expect(block?.id).toBe(`${DATE}-09:30`);
  });

  it('links focus blocks to goals by keyword and strategic blocks to their goal', () => {
    const dallas = blocks.find((b) => b.title.includes('Dallas expansion proposal'));
    expect(dallas?.relatedGoals).toEqual(['Close the Dallas expansion deal']);
    const strategic = blocks.filter((b) => b.type === 'strategic');
    expect(strategic.map((b) => b.relatedGoals[0])).toEqual(['Close the Dallas expansion deal', 'Streamline operations costs by 15%']);
    expect(strategic.every((b) => clockToMinutes(b.startTime) >= 13 * 60)).toBe(true);
  });

  it('leaves completed priorities out and reports the ones that got no block', () => {
    expect(blocks.some((b) => b.title.includes('Approve marketing plan'))).toBe(false);
    expect(result.recommendations.some((r) => r.includes("'Update onboarding docs'") && r.includes('got no block'))).toBe(true);
  });

  it('computes analysisData from the blocks', () => {
    const focus = blocks.filter((b) => b.type === 'focus').reduce((s, b) => s + b.duration, 0);
    const total = blocks.reduce((s, b) => s + b.duration, 0);
    const aligned = blocks.filter((b) => b.relatedGoals.length > 0).reduce((s, b) => s + b.duration, 0);
    expect(result.analysisData.totalFocusTime).toBe(focus);
    expect(result.analysisData.goalAlignment).toBe(Math.round((100 * aligned) / total));
    expect(result.analysisData.peakProductivityHours).toEqual(['09:00-11:30']);
    expect(result.analysisData.workloadBalance).toBeGreaterThan(0);
    expect(result.analysisData.workloadBalance).toBeLessThanOrEqual(100);
  });

  it('is deterministic', () => {
    expect(suggestTimeBlocks(timeBlockInput())).toEqual(result);
  });
});

describe('suggestTimeBlocks recommendations', () => {
  const recs = suggestTimeBlocks(timeBlockInput()).recommendations;

  it('names back-to-back meetings', () => {
    expect(recs).toContainEqual(expect.stringMatching(/Back-to-back meetings: 'Staff sync' \(11:00–12:00\) → 'Client call' \(12:00–12:45\)/));
  });

  it('names overdue items with the days overdue', () => {
    expect(recs).toContainEqual(expect.stringContaining("'Finalize Q4 budget review' (3 days overdue)"));
  });

  it('states the meeting load', () => {
    expect(recs).toContainEqual(expect.stringContaining('Meeting load: 3h 15m in 4 meetings'));
  });

  it('says when no focus time is available', () => {
    const packed = [
      meeting(1, 'Ops review', `${DATE}T08:00:00`, `${DATE}T10:40:00`),
      meeting(2, 'Hiring panel', `${DATE}T11:00:00`, `${DATE}T13:50:00`),
      meeting(3, 'Quarterly review', `${DATE}T14:10:00`, `${DATE}T18:00:00`),
    ];
    const result = suggestTimeBlocks(timeBlockInput({ meetings: packed, calendarEvents: [] }));
    expect(result.suggestedBlocks).toEqual([]);
    expect(result.recommendations).toContainEqual(expect.stringContaining('No focus time available: the longest free gap is 20 min (10:40–11:00)'));
    expect(result.recommendations).toContainEqual(expect.stringContaining('Heavy meeting load: 9h 20m in 3 meetings'));
  });

  it('reports overlapping meetings and a peak lost to meetings', () => {
    const peak = [meeting(1, 'Investor call', `${DATE}T09:00:00`, `${DATE}T10:30:00`), meeting(2, 'Legal review', `${DATE}T10:00:00`, `${DATE}T11:30:00`)];
    const result = suggestTimeBlocks(timeBlockInput({ meetings: peak, calendarEvents: [], priorities: [priority(1, 'Write board memo', 'high', null)] }));
    expect(result.recommendations).toContainEqual(expect.stringContaining("'Investor call' and 'Legal review' overlap 10:00–10:30"));
    expect(result.recommendations).toContainEqual(expect.stringContaining("peak is taken by 'Investor call' and 'Legal review'"));
  });
});

describe('suggestTimeBlocks edge days', () => {
  it('spreads blocks across an empty day', () => {
    const result = suggestTimeBlocks(timeBlockInput({ meetings: [], calendarEvents: [] }));
    const starts = result.suggestedBlocks.map((b) => clockToMinutes(b.startTime));
    expect(result.suggestedBlocks.length).toBe(5);
    expect(Math.min(...starts)).toBeLessThan(11 * 60);
    expect(Math.max(...starts)).toBeGreaterThanOrEqual(13 * 60);
    expect(result.suggestedBlocks.every((b) => b.conflictRisk === 0)).toBe(true);
  });

  it('keeps a weekend plan light and says so', () => {
    const result = suggestTimeBlocks(timeBlockInput({ date: '2026-11-28', meetings: [], calendarEvents: [] }));
    expect(result.suggestedBlocks.filter((b) => b.type === 'focus')).toHaveLength(1);
    expect(result.suggestedBlocks.filter((b) => b.type === 'strategic')).toHaveLength(1);
    expect(result.suggestedBlocks.every((b) => b.duration <= 60)).toBe(true);
    expect(result.recommendations[0]).toContain('Saturday is a non-working day');
  });

  it('plans today only from the next quarter hour after now', () => {
    const result = suggestTimeBlocks(timeBlockInput({ now: new Date(2026, 10, 23, 13, 5), meetings: [], calendarEvents: [] }));
    expect(result.suggestedBlocks.every((b) => b.startTime >= '13:15')).toBe(true);
    expect(result.suggestedBlocks[0]?.reasoning).toContain('now (13:15)');
  });

  it('reads event times as wall-clock, including events spanning midnight', () => {
    const overnight = event(9, 'Offsite', '2026-11-22T20:00:00', `${DATE}T10:00:00`, 'other');
    const result = suggestTimeBlocks(timeBlockInput({ meetings: [], calendarEvents: [overnight], priorities: [] }));
    expect(result.suggestedBlocks.every((b) => b.startTime >= '10:00')).toBe(true);
  });

  it('still protects deep work when nothing is open', () => {
    const result = suggestTimeBlocks(timeBlockInput({ meetings: [], calendarEvents: [], priorities: [], goals: [] }));
    expect(result.suggestedBlocks).toHaveLength(1);
    expect(result.suggestedBlocks[0]).toMatchObject({ title: 'Deep work and planning', startTime: '09:00', type: 'focus' });
  });
});

describe('suggestTimeBlocks late in the day', () => {
  it('says the working day is over instead of reporting missing focus time', () => {
    const result = suggestTimeBlocks(timeBlockInput({ now: new Date(2026, 10, 23, 19, 0) }));
    expect(result.suggestedBlocks).toEqual([]);
    expect(result.recommendations[0]).toContain('are over for today');
    expect(result.recommendations.some((r) => r.startsWith('No focus time'))).toBe(false);
    expect(result.recommendations.some((r) => r.includes('got no block'))).toBe(false);
  });

  it('does not blame meetings for a peak that has already passed', () => {
    const result = suggestTimeBlocks(timeBlockInput({ now: new Date(2026, 10, 23, 13, 5) }));
    expect(result.recommendations.some((r) => r.includes('peak is taken'))).toBe(false);
  });
});
