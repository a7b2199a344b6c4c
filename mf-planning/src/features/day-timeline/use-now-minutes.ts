// The now-line's position: minutes since midnight while the shown day is today, else null.
// Read through lib/dates (nowMinutes, isToday), the one place that knows the wall clock.
import { useEffect, useState } from 'react';
import { isToday, nowMinutes } from '../../lib/dates';

const TICK_MS = 30_000;
const nowOn = (date: string): number | null => (isToday(date) ? nowMinutes() : null);

export function useNowMinutes(date: string): number | null {
  const [now, setNow] = useState(() => nowOn(date));
  useEffect(() => {
    setNow(nowOn(date));
    const timer = window.setInterval(() => setNow(nowOn(date)), TICK_MS);
    return () => window.clearInterval(timer);
  }, [date]);
  return now;
}
