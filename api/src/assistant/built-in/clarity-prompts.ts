// The spec's section 9 clarity rules, exactly: questions, options and actions word for word.
// Matching is a plain substring test on the lower-cased transcript, as the original did
// (`transcript.toLowerCase().includes('decide')`), so "decided", "teamwork" and "clearly" trigger too.
import type { ClarityPrompt } from '@provana/contracts';

interface ClarityRule {
  keywords: readonly string[];
  prompt: ClarityPrompt;
}

const RULES: readonly ClarityRule[] = [
  {
    keywords: ['decide', 'decision'],
    prompt: {
      trigger: 'decision',
      question: 'Is this a today decision, or one for review Friday?',
      response_options: ['Today', 'Friday', 'Not sure'],
      linked_action: 'schedule_reflection',
      auto_next_step: 'A reflection slot is added to your calendar for the day you choose, so the decision gets a deliberate review.',
    },
  },
  {
    keywords: ['team', 'streamline'],
    prompt: {
      trigger: 'team',
      question: 'Does this require team input before you decide?',
      response_options: ['Yes, get input first', 'No, executive decision', 'Consult key stakeholders'],
      linked_action: 'schedule_team_sync',
      auto_next_step: 'A team sync is scheduled so the people affected can weigh in before you commit.',
    },
  },
  {
    keywords: ['clarity', 'clear'],
    prompt: {
      trigger: 'clarity',
      question: 'What clarity do you need to move forward?',
      response_options: ['More data/analysis', 'Stakeholder alignment', 'Risk assessment', 'Clear next steps'],
      linked_action: 'create_clarity_task',
      auto_next_step: 'A task is created to get the clarity you named, so the next step is on your list.',
    },
  },
];

/** One prompt per matching rule, in rule order (decision, team, clarity). */
export function clarityPrompts(transcript: string): ClarityPrompt[] {
  const text = transcript.toLowerCase();
  return RULES.filter((rule) => rule.keywords.some((k) => text.includes(k))).map((rule) => ({
    ...rule.prompt,
    response_options: [...rule.prompt.response_options],
  }));
}
