import { describe, expect, it } from 'vitest';
import { createBuiltInEngine } from './index';
import { dailyInsight } from './daily-insight';
import { goalAlignment } from './goal-alignment';
import { GOALS, context, priority, timeBlockInput } from '../../../test/fixtures/assistant-context';

describe('daily insight', () => {
  it('names the overdue item, the meeting load, the largest free window and a decision due soon', () => {
    expect(dailyInsight(context())).toBe(
      "You have 1 overdue item; the most pressing is 'Finalize Q4 budget review' (overdue by 3 days). Today holds 4 meetings (3h 15m), and your largest free window is 16:00–18:00. Decision 'Pick the new CRM vendor' is due Tue Nov 24.",
    );
  });

  it('falls back to goal alignment when no decision is due soon', () => {
    expect(dailyInsight(context({ decisions: [] }))).toContain("58% of your open work and today's calendar is tied to a goal.");
  });

  it('handles an empty day', () => {
    expect(dailyInsight(context({ decisions: [], meetings: [], calendarEvents: [], priorities: [] }))).toBe(
      "No open priorities: a good day to think ahead. No meetings today, and your largest free window is 08:00–18:00: protect the 09:00-11:30 peak for deep work. Use the open time to move 'Close the Dallas expansion deal' forward.",
    );
  });
});

describe('goal alignment', () => {
  it('weighs linked priorities and linked calendar hours', () => {
    // Priorities: 3 of 4 linked (budget → cost, operations, Dallas); 'Update onboarding docs' is not.
    // Today: 4.25 h scheduled; 'Dallas partner review' (1 h) and 'Client call' (0.75 h, client → customer)
    // are linked. (3 + 1.75) / (4 + 4.25) → 58.
    expect(goalAlignment(context())).toBe(58);
  });

  it('is 100 when everything serves a goal and 0 when nothing is open', () => {
    const linked = [priority(1, 'Dallas expansion term sheet', 'high', null)];
    expect(goalAlignment(context({ priorities: linked, meetings: [], calendarEvents: [] }))).toBe(100);
    expect(goalAlignment(context({ priorities: [], meetings: [], calendarEvents: [] }))).toBe(0);
    expect(goalAlignment(context({ goals: [] }))).toBe(0);
  });

  it('only counts keyword overlap with real goal words', () => {
    expect(goalAlignment(context({ priorities: [priority(1, 'Team review meeting', 'low', null)], meetings: [], calendarEvents: [], goals: GOALS }))).toBe(0);
  });
});

describe('the built-in engine', () => {
  it('gives the same output for the same input', async () => {
    const a = createBuiltInEngine();
    const b = createBuiltInEngine();
    expect(await a.suggestTimeBlocks(timeBlockInput())).toEqual(await b.suggestTimeBlocks(timeBlockInput()));
    expect(await a.dailyInsight(context())).toBe(await b.dailyInsight(context()));
    expect(await a.answerVoiceCommand('executive summary', context())).toBe(await b.answerVoiceCommand('executive summary', context()));
    const voice = { transcript: 'We need to decide on the team offsite by Friday.', tags: '', anchor: '', now: context().now, goals: GOALS };
    expect(await a.analyzeVoiceRecording(voice)).toEqual(await b.analyzeVoiceRecording(voice));
  });
});
