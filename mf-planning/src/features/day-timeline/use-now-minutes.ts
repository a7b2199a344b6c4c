// The now-line's position: minutes since midnight while the shown day is today, else null.
// Read through @provana/dates, the one place that knows the wall clock.
import { minutesNowIn, todayIn } from '@provana/dates';
import { useEffect, useState } from 'react';

const TICK_MS = 30_000;
const nowOn = (date: string, timeZone: string): number | null => (date === todayIn(timeZone) ? minutesNowIn(timeZone) : null);

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
