// What the timeline's looks mean, in words.
import { Box, HStack, Text } from '@provana/ui';
import type { BoxProps } from '@provana/ui';
import { itemStyle } from './item-style';

const swatches: { label: string; style: BoxProps }[] = [
  { label: 'Event (movable)', style: itemStyle('event', false) },
  { label: 'Meeting', style: itemStyle('meeting', false) },
  { label: 'Suggested', style: itemStyle('suggested', false) },
  { label: 'Conflict', style: itemStyle('event', true) },
  { label: 'Working hours', style: { bg: 'bg.muted', borderWidth: '1px', borderColor: 'border' } },
];

/** Shown when the day has a subscribed calendar's occurrence (each is edged in its calendar's colour). */
const subscribedSwatch = { label: 'Subscribed calendar (read-only)', style: itemStyle('subscribed', false, 'fg.muted') };

export function TimelineLegend({ subscribed = false }: { subscribed?: boolean }) {
  const shown = subscribed ? [...swatches.slice(0, 2), subscribedSwatch, ...swatches.slice(2)] : swatches;
  return (
    <HStack as="ul" gap="3" wrap="wrap" m="0" p="0" aria-label="Legend">
      {shown.map(({ label, style }) => (
        <HStack as="li" key={label} gap="1.5" listStyleType="none">
          <Box aria-hidden="true" w="4" h="3" {...style} borderLeftWidth={style.borderLeftWidth ? '3px' : undefined} />
          <Text fontSize="xs" color="fg.muted">
            {label}
          </Text>
        </HStack>
      ))}
    </HStack>
  );
}
