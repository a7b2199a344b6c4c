// Exposed as mf_planning/Calendar: the section, default-exported, no required props.
import { CalendarSection } from '../features/calendar/calendar-section';

export default CalendarSection;
