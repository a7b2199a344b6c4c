// @provana/dates: the one date module of the API and every app. Stored values are wall-clock strings
// in the executive's zone ('YYYY-MM-DD' dates, 'YYYY-MM-DDTHH:MM:SS' date-times, 'HH:MM' clocks);
// instants are Dates or epoch milliseconds, and the zone is an explicit argument wherever a wall
// clock meets an instant. Families: calendar days as strings (calendar.ts), stored wall-clock text
// (wall-clock.ts), a day and minutes since midnight (clock.ts), "now" in a zone with Intl (wall-now.ts)
// or as a TZDate whose getters read the zone (now.ts), wall clock ↔ instant (instant.ts), display
// texts (format.ts for stored values, instant-format.ts for instants in a zone; one locale). Not a
// shared singleton: each app bundles only what it imports (sideEffects: false).
export { browserTimeZone, isValidTimeZone, usableTimeZone, zoneOffsetMinutes } from './zone';
export { supportedTimeZones } from './zone-list';
export { hourIn, minutesNowIn, todayIn, wallClockIn, wallNowIn, type Instant } from './wall-now';
export { addHours, nowIn, zoneOf } from './now';
export { instantOf, normalizeDateTime } from './instant';
export { atTime, isBeforeWallClock, shiftWall, toIsoDate, toIsoDateTime, wallText, wallTime, wallTimeOf } from './wall-clock';
export { DAY_MS, addDaysToIsoDate, daysBetween, firstOfMonth, isIsoDate, lastOfMonth, mondayOf, parseDay, weekdayOf } from './calendar';
export {
  MINUTES_PER_DAY,
  clockOf,
  clockToMinutes,
  compareWallClock,
  minutesToClock,
  parseWallClock,
  wallClockOf,
  writeWallClock,
  type WallClock,
} from './clock';
export { formatClock24In, formatDayIn, formatDayTimeIn, formatRelative, type InstantInput } from './instant-format';
export {
  WEEKDAY_NAMES,
  describeDate,
  formatClockFromText,
  formatDate,
  formatDay,
  formatDayTime,
  formatDuration,
  formatMeeting,
  formatTimeIn,
  type DayStyle,
} from './format';
export type { TZDate } from '@date-fns/tz';
