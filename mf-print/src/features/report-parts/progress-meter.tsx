// A goal's progress: the percentage as text beside a bar drawn with a border (prints in black and white).
import { Box, HStack, Text } from '@provana/ui';

export function ProgressMeter({ value, label, isFallback }: { value: number; label: string; isFallback?: boolean }) {
  return (
    <HStack gap="2" minW="36">
      <Box
        role="meter"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        flex="1"
        h="2.5"
        borderWidth="1px"
        borderColor="gray.700"
        borderRadius="sm"
        overflow="hidden"
      >
        <Box h="full" w={`${value}%`} bg="gray.700" className="print-ink" />
      </Box>
      <Text fontSize="sm" fontVariantNumeric="tabular-nums" minW="10" textAlign="end">
        {value}%{isFallback ? '*' : ''}
      </Text>
    </HStack>
  );
}
