// A deep link to one item of a section (`?decision=12`): once the section says its data is
// ready, the item marked with deepLinkTarget(param, id) is scrolled to, focused and highlighted (see
// reveal); an id with no such item is reported as missing (show DeepLinkNote). Either way the
// parameter then leaves the URL by `replace`, so Back is not polluted and a reload does not highlight
// again. A second link to the same section (a new navigation) is handled afresh.
import { useLocation, useSearchParams } from '@provana/router';
import { useDeferredValue, useEffect, useRef, useState } from 'react';
import { DEEP_LINK_ATTRIBUTE, deepLinkKey, deepLinkTarget } from './deep-link-target';
import { reveal } from './reveal';

export type DeepLinkStatus = 'pending' | 'shown' | 'missing';

export interface DeepLinkOptions {
  /**
   * The section has loaded and, if the item exists, rendered it (or renders it in this commit).
   * A section that must first bring the item into view (another month, a selection) says so here,
   * given the requested id.
   */
  ready: boolean | ((id: string) => boolean);
  /** Other parameters that came with the link and go with it (e.g. the calendar's `date`). */
  alsoRemove?: readonly string[];
}

export interface DeepLink {
  /** The requested id, kept after the parameter has left the URL; null without a link. */
  id: string | null;
  status: DeepLinkStatus | null;
  /** Marks the element that shows an item: spread it on that element. */
  highlightProps: (id: string | number) => Record<string, string>;
}

// Ids are numbers or short words; anything else cannot name an item (and never reaches a selector).
const SAFE_ID = /^[\w-]{1,64}$/;

interface Request {
  /** The navigation that carried the link: a later one with the same id is a new request. */
  key: string;
  id: string;
  status: DeepLinkStatus;
}

export function useDeepLink(param: string, { ready, alsoRemove = [] }: DeepLinkOptions): DeepLink {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const requested = params.get(param);
  const [request, setRequest] = useState<Request | null>(null);
  const endHighlight = useRef<(() => void) | null>(null);

  let current = request;
  if (requested !== null && request?.key !== location.key) {
    current = { key: location.key, id: requested, status: 'pending' };
    setRequest(current);
  }

  const pending = current?.status === 'pending' ? current : null;
  // Deferred like QueryState's content: React commits all deferred values of one update together, so
  // the effect below runs in the commit that shows the section's content, not in the one before.
  const isReady = useDeferredValue(pending !== null && (typeof ready === 'function' ? ready(pending.id) : ready));
  const removeKey = alsoRemove.join('\n');
  useEffect(() => {
    if (!pending || !isReady) return;
    const settle = (status: DeepLinkStatus) => {
      setRequest({ ...pending, status });
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          for (const name of [param, ...(removeKey ? removeKey.split('\n') : [])]) next.delete(name);
          return next;
        },
        { replace: true },
      );
    };
    const find = () => (SAFE_ID.test(pending.id) ? document.querySelector<HTMLElement>(`[${DEEP_LINK_ATTRIBUTE}="${deepLinkKey(param, pending.id)}"]`) : null);
    const show = (element: HTMLElement) => {
      endHighlight.current?.();
      endHighlight.current = reveal(element);
      settle('shown');
    };
    const element = find();
    if (element) {
      show(element);
      return;
    }
    // One frame's grace for an item rendered by a child's own effect.
    const frame = requestAnimationFrame(() => {
      const late = find();
      if (late) show(late);
      else settle('missing');
    });
    return () => cancelAnimationFrame(frame);
  }, [pending, isReady, param, removeKey, setParams]);

  useEffect(() => () => endHighlight.current?.(), []);

  return {
    id: current?.id ?? null,
    status: current?.status ?? null,
    highlightProps: (id) => deepLinkTarget(param, id),
  };
}
