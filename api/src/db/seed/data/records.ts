import type { Urgency } from '@provana/contracts';

export const decisionSeeds: { title: string; description: string; impactLevel: Urgency; dueInDays: number }[] = [
  { title: 'Accept the Dallas lease counter-offer?', description: 'Landlord offers 6 months rent-free for a 7-year term instead of 5. Saves $1.2M, reduces flexibility.', impactLevel: 'high', dueInDays: 1 },
  { title: 'Automation pilot: pick-to-light or AMRs', description: 'Both vendors delivered proposals; AMRs scale better, pick-to-light pays back in 11 months.', impactLevel: 'high', dueInDays: 5 },
  { title: 'Customer success structure by segment', description: "Marcus's proposal to move from regions to segments; affects 14 people.", impactLevel: 'medium', dueInDays: 8 },
  { title: 'Hybrid schedule for the planning team', description: 'Team asks for two fixed office days instead of three.', impactLevel: 'medium', dueInDays: 12 },
  { title: 'Sponsor the regional logistics conference', description: '$25k gold sponsorship; good for recruiting.', impactLevel: 'low', dueInDays: 20 },
];

export const memorySeeds: { note: string; tag: string; nextTrigger: string }[] = [
  { note: 'Rachel (CFO) prefers decisions framed as options with a recommendation, one page max.', tag: 'stakeholders', nextTrigger: 'Before the budget review' },
  { note: 'Ingrid Halvorsen values a personal call over email when things go wrong.', tag: 'customers', nextTrigger: 'Next Halvorsen escalation' },
  { note: 'Sarah is ready for a stretch assignment: she asked to lead the Dallas launch.', tag: 'team', nextTrigger: 'Next 1:1 with Sarah' },
  { note: 'Board asked twice about automation ROI; bring payback numbers, not vision.', tag: 'board', nextTrigger: 'Board prep' },
  { note: 'Energy is highest before 11:00; protect mornings for strategic work.', tag: 'personal', nextTrigger: 'Weekly planning' },
  { note: 'David responds best to written context 24 hours before a decision meeting.', tag: 'team', nextTrigger: 'Before meetings with David' },
];

export const personalEventSeeds: { event: string; dayOffset: number; location: string; reminderSet: boolean }[] = [
  { event: "Emma's school recital", dayOffset: 2, location: 'Lincoln Elementary auditorium', reminderSet: true },
  { event: 'Anniversary dinner', dayOffset: 6, location: 'Osteria Mozza', reminderSet: true },
  { event: "Dad's 70th birthday", dayOffset: 13, location: 'Family home, Portland', reminderSet: true },
  { event: 'Dentist appointment', dayOffset: 18, location: 'Downtown Dental', reminderSet: false },
  { event: 'Half marathon', dayOffset: 26, location: 'Riverside Park', reminderSet: true },
  { event: "Sam's soccer final", dayOffset: -5, location: 'City fields', reminderSet: true },
];

/** Six weeks of Friday reflections, most recent first (weeksAgo 1 = last week). */
export const reflectionSeeds: { weeksAgo: number; strategic: number; delayed: number; delegated: number; missedPersonal: boolean; insight: string }[] = [
  { weeksAgo: 1, strategic: 3, delayed: 1, delegated: 5, missedPersonal: false, insight: 'Blocking Tuesday mornings worked: the operating model draft moved more in one week than in the last month.' },
  { weeksAgo: 2, strategic: 2, delayed: 2, delegated: 4, missedPersonal: true, insight: 'I said yes to too many customer calls and missed the recital rehearsal. Delegate tier-2 accounts to Marcus.' },
  { weeksAgo: 3, strategic: 4, delayed: 0, delegated: 6, missedPersonal: false, insight: 'Deciding in the room instead of taking things offline cleared the backlog.' },
  { weeksAgo: 4, strategic: 1, delayed: 3, delegated: 3, missedPersonal: false, insight: 'Board prep consumed the week; start the pack two weeks earlier next quarter.' },
  { weeksAgo: 5, strategic: 3, delayed: 1, delegated: 4, missedPersonal: false, insight: 'Coaching Priya on prioritisation saved me hours of escalations.' },
  { weeksAgo: 6, strategic: 2, delayed: 2, delegated: 2, missedPersonal: true, insight: 'Travel week: I need a lighter schedule the day after a red-eye.' },
];
