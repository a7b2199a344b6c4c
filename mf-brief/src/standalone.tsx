// Local development of this remote alone (its dev server's page at /): its three sections in the
// dev harness. Inside the shell only the exposed modules load; this file never runs there.
import { mountStandalone } from '@provana/dev-harness';
import { Route } from '@provana/router';
import { Text } from '@provana/ui';
import { DailyBriefSection } from './features/daily-brief/daily-brief-section';
import { LifeEventsSection } from './features/life-events/life-events-section';
import { MemorySection } from './features/memory/memory-section';

mountStandalone({
  remote: 'mf-brief',
  sections: [
    { path: 'daily-brief', label: 'Daily Brief', element: <DailyBriefSection /> },
    { path: 'memory', label: 'Smart Memory', element: <MemorySection /> },
    { path: 'life-events', label: 'Life Events', element: <LifeEventsSection /> },
  ],
  extraRoutes: <Route path="/print-report/*" element={<Text>The print report belongs to the shell (mf_print); it is not part of this remote.</Text>} />,
});
