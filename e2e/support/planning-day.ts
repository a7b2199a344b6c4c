// The day the planning suites plan: today while its working day (08:00-18:00) still has room for
// blocks, otherwise tomorrow, so the tests pass at any hour. Days in the browser's (= this machine's) local time.
export const pad = (n: number) => String(n).padStart(2, '0');

/** 'YYYY-MM-DD' of a local date. */
export const localDay = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

/** 'HH:MM' of a stored 'YYYY-MM-DDTHH:MM:SS'. */
export const hhmm = (dateTime: string) => dateTime.slice(11, 16);

export function planningDay(now = new Date()): string {
  if (now.getHours() < 15) return localDay(now);
  const tomorrow = new Date(now);
  tomorrow.setDate(now.getDate() + 1);
  return localDay(tomorrow);
}
