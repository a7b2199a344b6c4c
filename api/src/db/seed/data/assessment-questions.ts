import type { AssessmentQuestion } from '@provana/contracts';

/**
 * The mini-assessment: six situations, three responses each. Option 0 is the transformational
 * response, 1 the servant one, 2 the system-syncing one (the scoring in @provana/contracts relies on it).
 */
export const assessmentQuestions: AssessmentQuestion[] = [
  {
    id: 1,
    question: 'Your team faces an unexpected setback on a key project. What do you do first?',
    options: [
      'Reframe the setback around the bigger vision and rally the team to a bold new plan',
      'Check in with each person, listen to their concerns and remove what is blocking them',
      'Map where the process broke down and redesign the workflow so it cannot happen again',
    ],
  },
  {
    id: 2,
    question: 'How do you prefer to set goals with your team?',
    options: [
      'Paint an ambitious picture of where we could be and let the goals follow from it',
      'Ask each person what they need to grow and build goals around their development',
      'Align goals to measurable outcomes and the way work flows between teams',
    ],
  },
  {
    id: 3,
    question: 'A high performer is struggling after a reorganisation. How do you respond?',
    options: [
      'Show them how the new structure opens a bigger opportunity for them',
      'Make time to understand what has changed for them and how you can support them',
      'Clarify roles, hand-offs and decision rights so the new structure works smoothly',
    ],
  },
  {
    id: 4,
    question: 'What do you see as your main job in a weekly leadership meeting?',
    options: [
      'Keep everyone focused on the direction we are heading and why it matters',
      'Make sure every voice is heard and the team has what it needs',
      'Connect the dots across teams and fix the friction between them',
    ],
  },
  {
    id: 5,
    question: 'A new initiative is meeting resistance. What is your first move?',
    options: [
      'Tell a compelling story about the future the initiative makes possible',
      'Invite the sceptics in, listen, and shape the initiative with them',
      'Pilot it in one area, measure the results and adjust the rollout',
    ],
  },
  {
    id: 6,
    question: 'Which feedback about your leadership would make you proudest?',
    options: [
      '"You inspired us to achieve something we did not think was possible"',
      '"You made us feel supported and helped us grow"',
      '"You made the whole organisation work together like clockwork"',
    ],
  },
];
