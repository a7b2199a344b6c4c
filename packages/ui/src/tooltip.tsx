// Tooltip with the spec's delays: opens after 700 ms, closes (and skips to a neighbour) after
// 300 ms. The implementation (zag tooltip + floating-ui) loads on first use
// instead of with the design system; until then the trigger renders alone.
import { type ReactNode, Suspense, lazy } from 'react';

export const TOOLTIP_OPEN_DELAY_MS = 700;
export const TOOLTIP_CLOSE_DELAY_MS = 300;

export interface TooltipProps {
  /** The tooltip text (also announced to screen readers via aria-describedby). */
  content: ReactNode;
  /** One focusable element: the trigger. */
  children: ReactNode;
  disabled?: boolean;
  showArrow?: boolean;
  placement?: 'top' | 'bottom' | 'left' | 'right';
}

const TooltipImpl = lazy(() => import('./tooltip-impl'));

export function Tooltip(props: TooltipProps) {
  if (props.disabled) return <>{props.children}</>;
  return (
    <Suspense fallback={props.children}>
      <TooltipImpl {...props} />
    </Suspense>
  );
}
