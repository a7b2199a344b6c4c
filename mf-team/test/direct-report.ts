// A direct report as the API returns it, for the Team remote's component tests.
import type { DirectReport } from '@provana/contracts';

export const sarahChen: DirectReport = {
  id: 1,
  name: 'Sarah Chen',
  role: 'VP Engineering',
  start_date: '2024-01-01',
  next_meeting: null,
  last_meeting: null,
  goals_linked: [],
  development_focus: 'Delegation',
  notes: [],
  alerts: { reminder_24hr_before: false, check_in_prompt: '' },
};
