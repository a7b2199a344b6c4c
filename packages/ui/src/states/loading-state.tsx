// A data view's loading state: spinner plus a visible label, announced politely.
import { HStack, Spinner, Text } from '@chakra-ui/react';

export function LoadingState({ label = 'Loading...' }: { label?: string }) {
  return (
    <HStack role="status" aria-live="polite" gap="3" py="6" justify="center" color="fg.muted">
      <Spinner size="sm" color="brand.solid" aria-hidden="true" />
      <Text fontSize="sm">{label}</Text>
    </HStack>
  );
}
