import type { CalendarEvent } from '@provana/contracts';

/** A weekly rhythm (weekday 1 = Monday ... 5 = Friday), repeated across the seeded month. */
export interface EventSeed {
  weekday: number;
  title: string;
  start: string;
  minutes: number;
  type: CalendarEvent['type'];
  priority: CalendarEvent['priority'];
  description: string;
  relatedGoals: string[];
}

export const weeklyEventSeeds: EventSeed[] = [
  { weekday: 1, title: 'Weekly planning block', start: '07:30', minutes: 60, type: 'focus', priority: 'high', description: 'Set the three outcomes for the week.', relatedGoals: ['Build a predictable operating rhythm'] },
  { weekday: 1, title: 'Executive team meeting', start: '10:00', minutes: 90, type: 'meeting', priority: 'high', description: 'CEO staff meeting.', relatedGoals: [] },
  { weekday: 2, title: 'Deep work: operating model redesign', start: '09:00', minutes: 120, type: 'strategic', priority: 'high', description: 'No meetings: redesign of regional operations.', relatedGoals: ['Cut fulfilment cost per order by 8%'] },
  { weekday: 2, title: 'Customer call block', start: '15:00', minutes: 60, type: 'meeting', priority: 'medium', description: 'Top-20 account check-ins.', relatedGoals: ['Raise on-time delivery to 97%'] },
  { weekday: 3, title: 'Team coaching hour', start: '13:00', minutes: 60, type: 'focus', priority: 'medium', description: 'Prepare 1:1s and coaching notes.', relatedGoals: ['Grow two successors for operations leadership'] },
  { weekday: 3, title: 'Gym', start: '18:00', minutes: 60, type: 'other', priority: 'low', description: 'Protected personal time.', relatedGoals: [] },
  { weekday: 4, title: 'Strategy thinking time', start: '08:00', minutes: 90, type: 'strategic', priority: 'high', description: 'Automation roadmap and network design.', relatedGoals: ['Cut fulfilment cost per order by 8%'] },
  { weekday: 4, title: 'Cross-functional sync', start: '14:00', minutes: 60, type: 'meeting', priority: 'medium', description: 'Sales, finance and operations alignment.', relatedGoals: ['Build a predictable operating rhythm'] },
  { weekday: 5, title: 'Friday review and reflection', start: '16:00', minutes: 45, type: 'focus', priority: 'medium', description: 'Weekly reflection: decisions made, delayed, delegated.', relatedGoals: ['Build a predictable operating rhythm'] },
  { weekday: 5, title: 'Email and admin block', start: '11:00', minutes: 60, type: 'other', priority: 'low', description: 'Clear the inbox before the weekend.', relatedGoals: [] },
];

/** One-off events by day offset. */
export const oneOffEventSeeds: (Omit<EventSeed, 'weekday'> & { dayOffset: number })[] = [
  { dayOffset: 9, title: 'Strategy offsite (day 1)', start: '09:00', minutes: 480, type: 'strategic', priority: 'high', description: 'Three-year network strategy with the executive team.', relatedGoals: ['Cut fulfilment cost per order by 8%'] },
  { dayOffset: 10, title: 'Strategy offsite (day 2)', start: '09:00', minutes: 360, type: 'strategic', priority: 'high', description: 'Decisions and owners.', relatedGoals: ['Build a predictable operating rhythm'] },
  { dayOffset: 16, title: 'Board meeting', start: '13:00', minutes: 180, type: 'meeting', priority: 'high', description: 'Quarterly board meeting: operations section.', relatedGoals: [] },
  { dayOffset: 21, title: 'Dallas site visit', start: '08:00', minutes: 540, type: 'meeting', priority: 'medium', description: 'Walk the new distribution center with David.', relatedGoals: ['Raise on-time delivery to 97%'] },
];
