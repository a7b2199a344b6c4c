// A list item that selects something to show in detail (a direct report, a recording): a full-width
// button, the current one outlined and tinted, with a visible focus ring. Callers set aria-current.
import { chakra } from '@provana/ui';
import type { ComponentProps } from 'react';

type Props = ComponentProps<typeof chakra.button> & { current: boolean };

export function SelectableItem({ current, ...rest }: Props) {
  return (
    <chakra.button
      type="button"
      aria-current={current ? 'true' : undefined}
      w="full"
      textAlign="start"
      p="3"
      borderWidth="1px"
      borderRadius="lg"
      borderColor={current ? 'colorPalette.solid' : 'border'}
      bg={current ? 'colorPalette.subtle' : 'bg'}
      _hover={{ bg: 'bg.muted' }}
      _focusVisible={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '2px' }}
      {...rest}
    />
  );
}
