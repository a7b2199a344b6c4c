import { describe, expect, it } from 'vitest';
import type { DirectReport, TeamVoiceLog } from '@provana/contracts';
import { recommendedActions } from './recommended-actions';

const NOW = new Date(2025, 2, 12, 9, 0, 0);
const REPORT: DirectReport = {
  id: 1,
  name: 'Sarah Chen',
  role: 'Director',
  start_date: '2022-01-10',
  next_meeting: '2025-03-12T15:00:00',
  last_meeting: '2025-03-05T10:00:00',
  goals_linked: [],
  development_focus: 'Executive presence',
  notes: [{ id: 1, date: '2025-03-05', category: 'Coaching', content: 'x' }],
  alerts: { reminder_24hr_before: true, check_in_prompt: 'What is blocking Dallas?' },
};
const log = (converted: boolean): TeamVoiceLog => ({
  id: 1,
  date: '2025-03-10',
  audio_url: null,
  transcription: 't',
  tags: [],
  converted_to_action: converted,
});

describe('recommended actions', () => {
  it('prepares a 1:1 due soon with the check-in prompt and counts open voice logs', () => {
    const actions = recommendedActions(REPORT, [log(false), log(false), log(true)], NOW);
    expect(actions[0]).toMatch(/^Prepare for the 1:1 on .*What is blocking Dallas\?/);
    expect(actions).toContain('Convert 2 voice logs into actions');
    expect(actions).toContain('Agree one stretch assignment on: Executive presence');
    expect(actions.some((a) => a.startsWith('Add a coaching note'))).toBe(false);
  });

  it('asks to schedule when no meeting is ahead, and flags a stale or missing note', () => {
    const past = { ...REPORT, next_meeting: '2025-03-11T10:00:00', notes: [{ id: 1, date: '2025-01-02', category: 'Coaching' as const, content: 'x' }] };
    const actions = recommendedActions(past, [], NOW);
    expect(actions[0]).toBe('Schedule your next 1:1 with Sarah');
    expect(actions.some((a) => a.startsWith('Add a coaching note: the last one is from'))).toBe(true);
    expect(recommendedActions({ ...REPORT, notes: [] }, [], NOW)).toContain('Write a first coaching note for Sarah');
  });
});
