// The priority indicator in its four shapes (badge, dot, bar, card) and three sizes.
// Every shape carries the spec label as text or as an accessible name.
import { Badge, Box, HStack, Text, VisuallyHidden } from '@chakra-ui/react';
import type { Urgency } from '@provana/contracts';
import { PRIORITY_PALETTE, priorityLabels } from './priority-labels';

export type PriorityVariant = 'badge' | 'dot' | 'bar' | 'card';
export type PrioritySize = 'sm' | 'md' | 'lg';

export interface PriorityIndicatorProps {
  urgency: Urgency;
  variant?: PriorityVariant;
  size?: PrioritySize;
  /** Show the short word (URGENT, MODERATE, ROUTINE) instead of the label on the badge. */
  short?: boolean;
}

const DOT_SIZE: Record<PrioritySize, string> = { sm: '2', md: '2.5', lg: '3' };
const BAR_HEIGHT: Record<PrioritySize, string> = { sm: '1', md: '1.5', lg: '2' };
const TEXT_SIZE: Record<PrioritySize, 'xs' | 'sm' | 'md'> = { sm: 'xs', md: 'sm', lg: 'md' };

export function PriorityIndicator({ urgency, variant = 'badge', size = 'md', short = false }: PriorityIndicatorProps) {
  const { label, short: shortLabel } = priorityLabels(urgency);
  const palette = PRIORITY_PALETTE[urgency];

  switch (variant) {
    case 'dot':
      return (
        <Box as="span" display="inline-flex" alignItems="center" title={label} data-urgency={urgency}>
          <Box as="span" boxSize={DOT_SIZE[size]} borderRadius="full" bg={`${palette}.500`} aria-hidden="true" />
          <VisuallyHidden>{label}</VisuallyHidden>
        </Box>
      );
    case 'bar':
      return <Box role="img" aria-label={label} title={label} data-urgency={urgency} h={BAR_HEIGHT[size]} w="full" borderRadius="full" bg={`${palette}.500`} />;
    case 'card':
      return (
        <Box
          data-urgency={urgency}
          borderLeftWidth="4px"
          borderColor={`${palette}.500`}
          bg={`${palette}.subtle`}
          borderRadius="md"
          px={size === 'sm' ? '2' : '3'}
          py={size === 'lg' ? '2' : '1'}
        >
          <HStack justify="space-between" gap="3">
            <Text fontWeight="semibold" fontSize={TEXT_SIZE[size]} color={`${palette}.fg`}>
              {label}
            </Text>
            <Text fontSize="xs" fontWeight="bold" letterSpacing="wider" color={`${palette}.fg`}>
              {shortLabel}
            </Text>
          </HStack>
        </Box>
      );
    default:
      return (
        <Badge colorPalette={palette} variant="subtle" size={size} data-urgency={urgency} title={short ? label : shortLabel}>
          <Box as="span" boxSize="1.5" borderRadius="full" bg={`${palette}.500`} aria-hidden="true" />
          {short ? shortLabel : label}
        </Badge>
      );
  }
}
