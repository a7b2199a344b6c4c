// Local development of this remote alone: the dev harness's standalone page around its three sections.
import { StandaloneSections } from '@provana/dev-harness';
import { GoalsSection } from './features/goals/goals-section';
import { InsightsSection } from './features/insights/insights-section';
import { LeadershipSection } from './features/leadership/leadership-section';

const SECTIONS = [
  { path: 'goals', label: 'Goal Tracker', element: <GoalsSection /> },
  { path: 'insights', label: 'Weekly Insights', element: <InsightsSection /> },
  { path: 'leadership', label: 'Leadership Model', element: <LeadershipSection /> },
];

export const Standalone = () => <StandaloneSections remote="mf-leadership" sections={SECTIONS} />;
