// A data view with nothing to show: a title, an optional hint and an optional action.
import type { ReactNode } from 'react';
import { Box, Stack, Text } from '@chakra-ui/react';
import { InboxIcon } from '../icons/icons';

export interface EmptyStateProps {
  title: string;
  description?: string;
  icon?: ReactNode;
  action?: ReactNode;
}

export function EmptyState({ title, description, icon, action }: EmptyStateProps) {
  return (
    <Stack align="center" textAlign="center" gap="2" py="8" px="4" color="fg.muted">
      <Box fontSize="2xl" aria-hidden="true">
        {icon ?? <InboxIcon />}
      </Box>
      <Text fontWeight="medium" color="fg">
        {title}
      </Text>
      {description && <Text fontSize="sm">{description}</Text>}
      {action}
    </Stack>
  );
}
