import type { NoteCategory } from '@provana/contracts';

/** Direct reports; dates are offsets from the seed day, meetings at a clock time. */
export interface ReportSeed {
  name: string;
  role: string;
  startedMonthsAgo: number;
  nextMeeting: { dayOffset: number; time: string } | null;
  lastMeetingDaysAgo: number | null;
  goals_linked: string[];
  development_focus: string;
  reminder_24hr_before: boolean;
  check_in_prompt: string;
  scores: { transformational: number; servant: number; system_syncing: number };
  notes: { daysAgo: number; category: NoteCategory; content: string }[];
  voiceLogs: { daysAgo: number; transcription: string; tags: string[]; converted: boolean }[];
}

export const teamSeeds: ReportSeed[] = [
  {
    name: 'Sarah Chen',
    role: 'Director of Regional Operations',
    startedMonthsAgo: 38,
    nextMeeting: { dayOffset: 0, time: '10:00' },
    lastMeetingDaysAgo: 7,
    goals_linked: ['Grow two successors for operations leadership', 'Raise on-time delivery to 97%'],
    development_focus: 'Executive presence and leading through other leaders',
    reminder_24hr_before: true,
    check_in_prompt: 'What would you need to run the Dallas launch end to end?',
    scores: { transformational: 3, servant: 2, system_syncing: 3 },
    notes: [
      { daysAgo: 7, category: 'Development', content: 'Asked to lead the Dallas launch. Agreed to a 90-day plan with two checkpoints.' },
      { daysAgo: 14, category: 'Feedback', content: 'Ran the ops review without me: crisp, but let the debate on carrier mix run long.' },
      { daysAgo: 30, category: 'Performance', content: 'On-time delivery in her region up from 93% to 96% this quarter.' },
      { daysAgo: 45, category: 'Coaching', content: 'Practised framing recommendations for the CFO: options, cost, risk, recommendation.' },
    ],
    voiceLogs: [
      { daysAgo: 7, transcription: 'Sarah is ready for more scope. Give her Dallas, pair her with finance for the business case, check in every two weeks.', tags: ['development', 'dallas'], converted: true },
      { daysAgo: 2, transcription: 'Sarah mentioned the carrier contracts renew in November; she wants authority to renegotiate directly.', tags: ['delegation'], converted: false },
    ],
  },
  {
    name: 'Marcus Johnson',
    role: 'VP Customer Success',
    startedMonthsAgo: 14,
    nextMeeting: { dayOffset: 1, time: '13:30' },
    lastMeetingDaysAgo: 8,
    goals_linked: ['Raise on-time delivery to 97%'],
    development_focus: 'Proactive customer communication and data-driven escalation',
    reminder_24hr_before: true,
    check_in_prompt: 'Which accounts are at risk this month, and what are we doing before they call us?',
    scores: { transformational: 2, servant: 3, system_syncing: 1 },
    notes: [
      { daysAgo: 8, category: 'Performance', content: 'Halvorsen escalation reached me before him. Agreed on a 24-hour internal alert rule.' },
      { daysAgo: 20, category: 'Coaching', content: 'Worked through the segment reorg: strong customer logic, cost model needs finance review.' },
      { daysAgo: 35, category: 'Feedback', content: 'Customers praise his responsiveness; the team says priorities change too often.' },
    ],
    voiceLogs: [{ daysAgo: 8, transcription: 'Marcus needs a weekly at-risk account list from the data team. Ask Priya to automate it.', tags: ['customers', 'data'], converted: false }],
  },
  {
    name: 'Priya Patel',
    role: 'Head of Analytics and Process Excellence',
    startedMonthsAgo: 9,
    nextMeeting: { dayOffset: 2, time: '15:00' },
    lastMeetingDaysAgo: 12,
    goals_linked: ['Cut fulfilment cost per order by 8%', 'Build a predictable operating rhythm'],
    development_focus: 'Prioritisation and saying no to low-value requests',
    reminder_24hr_before: false,
    check_in_prompt: 'What did you say no to this week, and what did it free up?',
    scores: { transformational: 1, servant: 2, system_syncing: 4 },
    notes: [
      { daysAgo: 12, category: 'Coaching', content: 'Introduced a simple value/effort triage for the 40 open analytics requests.' },
      { daysAgo: 25, category: 'Development', content: 'Enrolled in the internal leadership programme, cohort starts next month.' },
    ],
    voiceLogs: [{ daysAgo: 12, transcription: 'Priya is overloaded. Help her drop the three lowest-value dashboards and hire a second analyst.', tags: ['workload'], converted: true }],
  },
  {
    name: 'David Okafor',
    role: 'Director of Warehouse Operations',
    startedMonthsAgo: 62,
    nextMeeting: { dayOffset: 4, time: '09:30' },
    lastMeetingDaysAgo: 10,
    goals_linked: ['Cut fulfilment cost per order by 8%'],
    development_focus: 'Change leadership for the automation rollout',
    reminder_24hr_before: true,
    check_in_prompt: 'How are the floor teams feeling about the automation pilot?',
    scores: { transformational: 2, servant: 4, system_syncing: 3 },
    notes: [
      { daysAgo: 10, category: 'Feedback', content: 'Safety audit handled openly with the floor teams; two major findings already closed.' },
      { daysAgo: 40, category: 'Development', content: 'Wants to learn to tell the automation story to the board. Invite him to board prep.' },
    ],
    voiceLogs: [{ daysAgo: 10, transcription: 'David wants to present the automation pilot to the board himself. Give him the board prep slot and pair him with Rachel on the payback numbers.', tags: ['development', 'board'], converted: false }],
  },
];
