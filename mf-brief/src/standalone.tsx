// Local development of this remote alone: the dev harness's standalone page around the three
// sections this remote exposes.
import { StandaloneSections } from '@provana/dev-harness';
import { Route } from '@provana/router';
import { Text } from '@provana/ui';
import { DailyBriefSection } from './features/daily-brief/daily-brief-section';
import { LifeEventsSection } from './features/life-events/life-events-section';
import { MemorySection } from './features/memory/memory-section';

const SECTIONS = [
  { path: 'daily-brief', label: 'Daily Brief', element: <DailyBriefSection /> },
  { path: 'memory', label: 'Smart Memory', element: <MemorySection /> },
  { path: 'life-events', label: 'Life Events', element: <LifeEventsSection /> },
];

export function Standalone() {
  return (
    <StandaloneSections
      remote="mf-brief"
      sections={SECTIONS}
      extraRoutes={<Route path="/print-report/*" element={<Text>The print report belongs to the shell (mf_print); it is not part of this remote.</Text>} />}
    />
  );
}
