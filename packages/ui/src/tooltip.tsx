// Tooltip with the spec's delays: opens after 700 ms, closes (and skips to a neighbour) after 300 ms.
import type { ReactNode } from 'react';
import { Portal, Tooltip as ChakraTooltip } from '@chakra-ui/react';

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

export function Tooltip({ content, children, disabled, showArrow = true, placement = 'top' }: TooltipProps) {
  if (disabled) return <>{children}</>;
  return (
    <ChakraTooltip.Root openDelay={TOOLTIP_OPEN_DELAY_MS} closeDelay={TOOLTIP_CLOSE_DELAY_MS} positioning={{ placement }}>
      <ChakraTooltip.Trigger asChild>{children}</ChakraTooltip.Trigger>
      <Portal>
        <ChakraTooltip.Positioner>
          <ChakraTooltip.Content>
            {showArrow && (
              <ChakraTooltip.Arrow>
                <ChakraTooltip.ArrowTip />
              </ChakraTooltip.Arrow>
            )}
            {content}
          </ChakraTooltip.Content>
        </ChakraTooltip.Positioner>
      </Portal>
    </ChakraTooltip.Root>
  );
}
