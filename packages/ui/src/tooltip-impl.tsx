// The Chakra tooltip with the spec's delays (loaded lazily by tooltip.tsx).
import { Portal, Tooltip as ChakraTooltip } from '@chakra-ui/react';
import { tooltipSlotRecipe } from '@chakra-ui/react/theme';
import { registerRecipes } from './system/lazy-recipes';
import { TOOLTIP_CLOSE_DELAY_MS, TOOLTIP_OPEN_DELAY_MS, type TooltipProps } from './tooltip';

registerRecipes({ slotRecipes: { tooltip: tooltipSlotRecipe } });

export default function TooltipImpl({ content, children, showArrow = true, placement = 'top' }: TooltipProps) {
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
