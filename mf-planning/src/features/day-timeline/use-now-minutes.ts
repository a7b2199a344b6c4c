// The now-line's position: minutes since midnight while the shown day is today, else null.
// Read through lib/dates (nowMinutes, isToday), the one place that knows the wall clock.
import { useEffect, useState } from 'react';
import { isToday, nowMinutes } from '../../lib/dates';

const TICK_MS = 30_000;
const nowOn = (date: string, timeZone: string): number | null => (isToday(date, timeZone) ? nowMinutes(timeZone) : null);

/** `timeZone`: the executive's (useTimeZone()), whose wall clock the stored times are on. */
export function useNowMinutes(date: string, timeZone: string): number | null {
  const [now, setNow] = useState(() => nowOn(date, timeZone));
  useEffect(() => {
    setNow(nowOn(date, timeZone));
    const timer = window.setInterval(() => setNow(nowOn(date, timeZone)), TICK_MS);
    return () => window.clearInterval(timer);
  }, [date, timeZone]);
  return now;
}
