// Hand-built fixtures for the engine's tests: one executive's Monday, 2026-11-23.
import type { CalendarEvent, CoachingNote, Decision, DirectReport, Goal, Meeting, Priority } from '@provana/contracts';
import type { ExecutiveContext, TimeBlockInput } from '../engine';

/** Monday 2026-11-23, 07:30 local time (built with the local constructor, so any TZ works). */
export const NOW = new Date(2026, 10, 23, 7, 30);
export const DATE = '2026-11-23';

export function goal(id: number, kind: Goal['kind'], title: string, status: string, target: string, tags: string[] = []): Goal {
  const progress = status === 'Complete' ? 100 : status === 'In Progress' ? 65 : status === 'Not Started' ? 0 : 30;
  return { id, kind, title, model_alignment: 'servant', target_date: target, status, progress, tags, linked_to: null };
}

export const GOALS: Goal[] = [
  goal(1, 'mission', 'Build a world-class leadership bench', 'In Progress', '2027-06-30', ['leadership', 'culture']),
  goal(2, 'quarterly', 'Close the Dallas expansion deal', 'In Progress', '2026-12-15', ['dallas', 'expansion', 'revenue']),
  goal(3, 'quarterly', 'Streamline operations costs by 15%', 'In Progress', '2026-12-31', ['operations', 'cost']),
  goal(4, 'quarterly', 'Launch the customer portal', 'Not Started', '2027-01-31', ['portal', 'customer']),
  goal(5, 'micro_win', 'Weekly one-on-ones held', 'Complete', '2026-11-30', []),
];

export function priority(id: number, task: string, urgency: Priority['urgency'], dueDate: string | null, completed = false): Priority {
  return { id, task, description: '', urgency, dueDate, completed, status: completed ? 'completed' : 'pending' };
}

export const PRIORITIES: Priority[] = [
  priority(1, 'Review operations cost report', 'medium', '2026-11-24T17:00:00'),
  priority(2, 'Prepare Dallas expansion proposal', 'high', '2026-11-25T17:00:00'),
  priority(3, 'Finalize Q4 budget review', 'high', '2026-11-20T17:00:00'),
  priority(4, 'Update onboarding docs', 'low', null),
  priority(5, 'Approve marketing plan', 'high', '2026-11-19T17:00:00', true),
];

export function meeting(id: number, title: string, start: string, end: string, attendees: string[] = [], location = 'Room 4'): Meeting {
  return { id, title, startTime: start, endTime: end, location, attendees, type: 'internal' };
}

export const MEETINGS: Meeting[] = [
  meeting(1, 'Board prep', `${DATE}T09:00:00`, `${DATE}T09:30:00`, ['CFO']),
  meeting(2, 'Staff sync', `${DATE}T11:00:00`, `${DATE}T12:00:00`, ['Maria Chen', 'Leo Park'], 'Main boardroom'),
  meeting(3, 'Client call', `${DATE}T12:00:00`, `${DATE}T12:45:00`, ['Acme Corp']),
  meeting(4, 'Dallas partner review', `${DATE}T15:00:00`, `${DATE}T16:00:00`, ['Dallas partners'], 'Zoom'),
  meeting(5, 'Tomorrow standup', '2026-11-24T09:00:00', '2026-11-24T09:15:00'),
];

export function event(id: number, title: string, start: string, end: string, type: CalendarEvent['type'] = 'other'): CalendarEvent {
  return { id, title, startTime: start, endTime: end, type, priority: 'medium', description: '', relatedGoals: [] };
}

export const EVENTS: CalendarEvent[] = [event(1, 'Lunch with mentor', `${DATE}T13:00:00`, `${DATE}T14:00:00`)];

export const DECISIONS: Decision[] = [
  { id: 1, title: 'Approve Dallas office lease', description: '', impactLevel: 'high', dueBy: '2026-11-26' },
  { id: 2, title: 'Pick the new CRM vendor', description: '', impactLevel: 'medium', dueBy: '2026-11-24' },
];

export const NOTES: CoachingNote[] = [
  { id: 1, date: '2026-10-01', category: 'Feedback', content: 'Presented the roadmap clearly' },
  { id: 2, date: '2026-11-10', category: 'Development', content: 'Wants to lead the vendor negotiation' },
];

export const REPORT: DirectReport = {
  id: 1,
  name: 'Maria Chen',
  role: 'VP Operations',
  start_date: '2024-03-01',
  next_meeting: '2026-11-26T10:00:00',
  last_meeting: '2026-11-10T10:00:00',
  goals_linked: ['Streamline operations costs by 15%'],
  development_focus: 'Strategic delegation',
  notes: NOTES,
  alerts: { reminder_24hr_before: true, check_in_prompt: 'How is the delegation plan going?' },
};

export function timeBlockInput(overrides: Partial<TimeBlockInput> = {}): TimeBlockInput {
  return { date: DATE, now: NOW, calendarEvents: EVENTS, meetings: MEETINGS, priorities: PRIORITIES, goals: GOALS, ...overrides };
}

export function context(overrides: Partial<ExecutiveContext> = {}): ExecutiveContext {
  return {
    now: NOW,
    executiveName: 'Alex',
    priorities: PRIORITIES,
    meetings: MEETINGS,
    calendarEvents: EVENTS,
    goals: GOALS,
    decisions: DECISIONS,
    directReports: [REPORT],
    ...overrides,
  };
}
