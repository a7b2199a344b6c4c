// Local development of this remote alone (its dev server's page at /): its three sections in the
// dev harness. Inside the shell only the exposed modules load; this file never runs there.
import { mountStandalone } from '@provana/dev-harness';
import { GoalsSection } from './features/goals/goals-section';
import { InsightsSection } from './features/insights/insights-section';
import { LeadershipSection } from './features/leadership/leadership-section';

mountStandalone({
  remote: 'mf-leadership',
  sections: [
    { path: 'goals', label: 'Goal Tracker', element: <GoalsSection /> },
    { path: 'insights', label: 'Weekly Insights', element: <InsightsSection /> },
    { path: 'leadership', label: 'Leadership Model', element: <LeadershipSection /> },
  ],
});
