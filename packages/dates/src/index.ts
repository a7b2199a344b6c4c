// @provana/dates: the one client date module. Stored values are wall-clock strings in the
// executive's zone; "now" and "today" are read in that zone, never in the browser's: with Intl for the
// small cold-path helpers (wall-now.ts), as a TZDate from @date-fns/tz where code needs a Date whose
// getters read the zone (nowIn), and date-fns for calendar arithmetic. Not a shared singleton: each
// app bundles only the modules it imports (sideEffects: false). Keep ISO strings in Redux state.
export { browserTimeZone, isValidTimeZone, usableTimeZone } from './zone';
export { supportedTimeZones } from './zone-list';
export { hourIn, minutesNowIn, todayIn, wallClockIn, wallNowIn, type Instant } from './wall-now';
export { nowIn } from './now';
export { isBeforeWallClock, isoDate, isoDateTime, wallTime, wallTimeOf, weekdayOf } from './wall-clock';
export { addDays, mondayOf, parseDay } from './calendar';
export { formatClockFromText, formatDate, formatDay, formatDayTime, formatDuration, formatMeeting, formatTimeIn, type DayStyle } from './format';
export type { TZDate } from '@date-fns/tz';
