// ?auto-print=true: print once, 1 second after the report has loaded (spec section 9).
import { useEffect, useRef } from 'react';
import { AUTO_PRINT_DELAY_MS } from '../report-model/limits';

const printWindow = () => window.print();

/** `print` must be stable (a new function on each render would restart the delay). */
export function useAutoPrint(enabled: boolean, ready: boolean, print: () => void = printWindow): void {
  const done = useRef(false);
  useEffect(() => {
    if (!enabled || !ready || done.current) return;
    const timer = window.setTimeout(() => {
      done.current = true;
      print();
    }, AUTO_PRINT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [enabled, ready, print]);
}
