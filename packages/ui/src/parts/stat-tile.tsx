// A figure with its label under it (goal summary counts, time-block analysis).
import { Box, Text } from '@provana/ui';
import type { ReactNode } from 'react';

export function StatTile({ label, value, testId }: { label: string; value: ReactNode; testId?: string }) {
  return (
    <Box borderWidth="1px" borderRadius="lg" p="3" textAlign="center" data-testid={testId}>
      <Text fontSize="2xl" fontWeight="bold">
        {value}
      </Text>
      <Text fontSize="sm" color="fg.muted">
        {label}
      </Text>
    </Box>
  );
}
