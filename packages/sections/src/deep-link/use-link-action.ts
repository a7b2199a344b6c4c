// An action link (`?new=decision`): runs the section's action once per navigation that
// carries it (opening a form, say), then takes the parameter out of the URL by `replace`, so Back is
// not polluted and a reload does not open the form again.
import { useLocation, useSearchParams } from '@provana/router';
import { useEffect, useRef } from 'react';

export function useLinkAction(param: string, value: string, action: () => void, ready = true): void {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const handled = useRef<string | null>(null);
  const latest = useRef(action);
  latest.current = action;
  const requested = params.get(param) === value;

  useEffect(() => {
    if (!requested || !ready || handled.current === location.key) return;
    handled.current = location.key;
    latest.current();
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.delete(param);
        return next;
      },
      { replace: true },
    );
  }, [requested, ready, location.key, param, setParams]);
}
