// Planning's date helpers, kept under their names: the one client date module (@provana/dates) does
// the work. Dates as the API writes them ('YYYY-MM-DD', 'HH:MM') in the executive's zone.
import { todayIn } from '@provana/dates';

export { formatClock, formatDay, formatDuration, isoDate, parseDay } from '@provana/dates';

/** Today in the executive's zone (pass useTimeZone()), 'YYYY-MM-DD'. */
export const todayIso = (timeZone: string): string => todayIn(timeZone);
