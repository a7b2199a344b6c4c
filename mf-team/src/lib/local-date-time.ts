// The API's stored times are local wall-clock strings ('YYYY-MM-DD' or 'YYYY-MM-DDTHH:MM[:SS]').
const pad = (n: number) => String(n).padStart(2, '0');

/** A local date or date-time string as a Date in the browser's zone; undefined when malformed. */
export function parseLocal(value: string): Date | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2}))?)?/.exec(value);
  if (!m) return undefined;
  const [, y, mo, d, h = '0', mi = '0', s = '0'] = m;
  const date = new Date(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s));
  return Number.isNaN(date.getTime()) ? undefined : date;
}

export function toLocalDate(d: Date): string {
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

export function toLocalTime(d: Date): string {
  return `${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** 'Thu, Mar 13, 10:00' style, in the browser's locale. */
export function formatMeeting(value: string): string {
  const date = parseLocal(value);
  if (!date) return value;
  return date.toLocaleString('en-US', { weekday: 'short', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit', hour12: false });
}

export function formatDay(value: string): string {
  const date = parseLocal(value);
  return date ? date.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' }) : value;
}
