import { describe, expect, it } from 'vitest';
import { clarityPrompts } from './clarity-prompts';

const triggers = (t: string) => clarityPrompts(t).map((p) => p.trigger);

describe('clarity prompts (spec section 9)', () => {
  it('asks the decision question for "decide" or "decision"', () => {
    for (const t of ['We must decide on the vendor', 'This decision is overdue']) {
      expect(clarityPrompts(t)).toEqual([
        {
          trigger: 'decision',
          question: 'Is this a today decision, or one for review Friday?',
          response_options: ['Today', 'Friday', 'Not sure'],
          linked_action: 'schedule_reflection',
          auto_next_step: expect.any(String),
        },
      ]);
    }
  });

  it('asks the team question for "team" or "streamline"', () => {
    for (const t of ['Loop in the team', 'We can streamline hiring']) {
      expect(clarityPrompts(t)).toEqual([
        {
          trigger: 'team',
          question: 'Does this require team input before you decide?',
          response_options: ['Yes, get input first', 'No, executive decision', 'Consult key stakeholders'],
          linked_action: 'schedule_team_sync',
          auto_next_step: expect.any(String),
        },
      ]);
    }
  });

  it('asks the clarity question for "clarity" or "clear"', () => {
    for (const t of ['I need clarity here', 'It is not clear yet']) {
      expect(clarityPrompts(t)).toEqual([
        {
          trigger: 'clarity',
          question: 'What clarity do you need to move forward?',
          response_options: ['More data/analysis', 'Stakeholder alignment', 'Risk assessment', 'Clear next steps'],
          linked_action: 'create_clarity_task',
          auto_next_step: expect.any(String),
        },
      ]);
    }
  });

  it('gives one prompt per matching rule, always in rule order', () => {
    expect(triggers('Not clear whether the team should decide')).toEqual(['decision', 'team', 'clarity']);
    expect(triggers('Decision, decision, decide')).toEqual(['decision']);
    expect(triggers('clarity first, then streamline')).toEqual(['team', 'clarity']);
  });

  it('is case-insensitive and matches substrings as the original did', () => {
    expect(triggers('DECIDE NOW')).toEqual(['decision']);
    expect(triggers('We decided; teamwork made it clearly better')).toEqual(['decision', 'team', 'clarity']);
  });

  it('gives no prompt when no keyword appears', () => {
    expect(clarityPrompts('Book the offsite venue')).toEqual([]);
    expect(clarityPrompts('')).toEqual([]);
  });

  it('says what happens next for each action', () => {
    const steps = clarityPrompts('decide team clear').map((p) => p.auto_next_step);
    expect(new Set(steps).size).toBe(3);
    steps.forEach((s) => expect(s.length).toBeGreaterThan(20));
  });
});
