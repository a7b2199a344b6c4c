// The viewer's calendar date, for day-based rules (goal urgency): no clock time involved, so a goal due
// "tomorrow" is 1 day away at any hour.

/** Today's YYYY-MM-DD in the viewer's local time. */
export function localIsoDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
