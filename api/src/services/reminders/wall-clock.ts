// Arithmetic on stored wall-clock text ('YYYY-MM-DDTHH:MM[:SS]'): a wall clock shifted by minutes is
// the same wall clock on every day, as SQLite's strftime and PostgreSQL's timestamp arithmetic do it
// for migration 019's remind_at, whatever the zone's daylight-saving changes.
const MINUTE = 60_000;

const wallMs = (text: string) => Date.parse(`${text.length === 16 ? `${text}:00` : text.slice(0, 19)}Z`);

/** `text` moved by `minutes`, as 'YYYY-MM-DDTHH:MM:SS'. */
export const shiftWall = (text: string, minutes: number): string => new Date(wallMs(text) + minutes * MINUTE).toISOString().slice(0, 19);

/** The day before `date` ('YYYY-MM-DD'), at `time` ('HH:MM:SS'). */
export const dayBeforeAt = (date: string, time: string): string => `${shiftWall(`${date}T00:00:00`, -24 * 60).slice(0, 10)}T${time}`;
