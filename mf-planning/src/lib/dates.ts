// Planning's date helpers, kept under their names: the one client date module (@provana/dates) does
// the work. Dates as the API writes them ('YYYY-MM-DD', 'HH:MM') in the executive's zone.
import { minutesNowIn, todayIn, type Instant } from '@provana/dates';

export { formatClockFromText, formatDay, formatDuration, isoDate, parseDay } from '@provana/dates';

/** Today in the executive's zone (pass useTimeZone()), 'YYYY-MM-DD'. */
export const todayIso = (timeZone: string): string => todayIn(timeZone);

/** Minutes since midnight now on the executive's wall clock (the day timeline's now-line). */
export const nowMinutes = (timeZone: string, at?: Instant): number => minutesNowIn(timeZone, at);

/** Whether 'YYYY-MM-DD' is today on the executive's wall clock. */
export const isToday = (date: string, timeZone: string, at?: Instant): boolean => date === todayIn(timeZone, at);
