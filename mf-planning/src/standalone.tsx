// Local development of this remote alone: the dev harness's standalone page around its three sections.
import { StandaloneSections } from '@provana/dev-harness';
import { CalendarSection } from './features/calendar/calendar-section';
import { DecisionsSection } from './features/decisions/decisions-section';
import { TimeBlocksSection } from './features/time-blocks/time-blocks-section';

const SECTIONS = [
  { path: 'time-blocks', label: 'Time Blocks', element: <TimeBlocksSection /> },
  { path: 'calendar', label: 'Calendar View', element: <CalendarSection /> },
  { path: 'decisions', label: 'Decisions to Make', element: <DecisionsSection /> },
];

export const Standalone = () => <StandaloneSections remote="mf-planning" sections={SECTIONS} />;
