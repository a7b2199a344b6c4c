// Local development of this remote alone (its dev server's page at /): its three sections in the
// dev harness. Inside the shell only the exposed modules load; this file never runs there.
import { mountStandalone } from '@provana/dev-harness';
import { CalendarSection } from './features/calendar/calendar-section';
import { DecisionsSection } from './features/decisions/decisions-section';
import { TimeBlocksSection } from './features/time-blocks/time-blocks-section';

mountStandalone({
  remote: 'mf-planning',
  sections: [
    { path: 'time-blocks', label: 'Time Blocks', element: <TimeBlocksSection /> },
    { path: 'calendar', label: 'Calendar View', element: <CalendarSection /> },
    { path: 'decisions', label: 'Decisions to Make', element: <DecisionsSection /> },
  ],
});
