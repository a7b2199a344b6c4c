// What the timeline's looks mean, in words.
import { Box, HStack, Text } from '@provana/ui';
import type { BoxProps } from '@provana/ui';
import { itemStyle } from './item-style';

const swatches: { label: string; style: BoxProps }[] = [
  { label: 'Event (movable)', style: itemStyle('event', false) },
  { label: 'Meeting', style: itemStyle('meeting', false) },
  { label: 'Suggested', style: itemStyle('suggested', false) },
  { label: 'Conflict', style: itemStyle('event', true) },
  { label: 'Working hours', style: { bg: 'gray.100', borderWidth: '1px', borderColor: 'border' } },
];

export function TimelineLegend() {
  return (
    <HStack as="ul" gap="3" wrap="wrap" m="0" p="0" aria-label="Legend">
      {swatches.map(({ label, style }) => (
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
