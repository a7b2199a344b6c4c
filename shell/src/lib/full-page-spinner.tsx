// The whole page waits for one thing (the session check, the workspace, the first screen's code).
import { Center, Spinner, Text, VStack } from '@provana/ui';

export function FullPageSpinner({ label }: { label: string }) {
  return (
    <Center minH="100dvh" role="status" aria-live="polite">
      <VStack gap="3">
        <Spinner size="lg" color="brand.fg" aria-hidden="true" />
        <Text color="fg.muted" fontSize="sm">
          {label}
        </Text>
      </VStack>
    </Center>
  );
}
