// The current time in a zone, refreshed every `intervalMs` (default a minute), for views whose
// texts depend on the clock (due soon, now-lines). Changing the zone re-reads it at once.
import { useEffect, useMemo, useState } from 'react';
import type { TZDate } from '@date-fns/tz';
import { nowIn } from '../now';

export function useNowIn(timeZone: string, intervalMs = 60_000): TZDate {
  const [instant, setInstant] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setInstant(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return useMemo(() => nowIn(timeZone, instant), [timeZone, instant]);
}
