import { describe, expect, it } from 'vitest';
import { NOTES, NOW, REPORT } from '../../../test/fixtures/assistant-context';
import { coachingPrompts } from './coaching-prompts';

describe('coaching prompts', () => {
  const result = coachingPrompts({ report: REPORT, recentNotes: NOTES, now: NOW });

  it('opens with a follow-up on the latest note, phrased by its category', () => {
    expect(result.automated_prompts[0]).toBe(
      "Last time we noted: 'Wants to lead the vendor negotiation'. What step have you taken toward that in the 13 days since?",
    );
  });

  it('asks 3 to 5 questions referencing the development focus, older notes and linked goals', () => {
    expect(result.automated_prompts.length).toBeGreaterThanOrEqual(3);
    expect(result.automated_prompts.length).toBeLessThanOrEqual(5);
    expect(result.automated_prompts[1]).toContain('strategic delegation');
    expect(result.automated_prompts.some((p) => p.includes("'Presented the roadmap clearly'"))).toBe(true);
    expect(result.automated_prompts.some((p) => p.includes("'Streamline operations costs by 15%'"))).toBe(true);
    expect(result.development_focus).toBe('Strategic delegation');
  });

  it('uses the latest note whatever order the notes arrive in', () => {
    const reversed = coachingPrompts({ report: REPORT, recentNotes: [...NOTES].reverse(), now: NOW });
    expect(reversed.automated_prompts[0]).toContain('Wants to lead the vendor negotiation');
  });

  it('shows the check-in prompt with the next meeting date', () => {
    expect(result.prompt_shown_for_next_meeting).toBe('For your next meeting on Thu Nov 26 at 10:00: How is the delegation plan going?');
  });

  it('works without notes or a meeting', () => {
    const bare = coachingPrompts({
      report: { ...REPORT, notes: [], next_meeting: null, goals_linked: [], alerts: { reminder_24hr_before: false, check_in_prompt: '' } },
      recentNotes: [],
      now: NOW,
    });
    expect(bare.automated_prompts[0]).toBe('What would real progress on strategic delegation look like by our next meeting?');
    expect(bare.automated_prompts).toHaveLength(3);
    expect(bare.prompt_shown_for_next_meeting).toBe(`No meeting scheduled yet. ${bare.automated_prompts[0]}`);
  });
});
