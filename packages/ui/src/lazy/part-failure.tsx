// What a lazily loaded part shows in its place when its code could not load: why, in words, with
// Retry (and the part's own way out). A dialog's failure floats over the page where the dialog would.
import { Alert, Box, Button, HStack, Portal } from '@chakra-ui/react';

/** The words for a part that could not load; `does` reads after "You're offline: ". */
export function partFailureText(does: string, online: boolean): string {
  return online
    ? `${does.charAt(0).toUpperCase()}${does.slice(1)} is unavailable: its code could not be downloaded. Please try again.`
    : `You're offline: ${does} needs a connection.`;
}

interface PartFailureProps {
  does: string;
  retry: () => void;
  close: (() => void) | undefined;
  floating: boolean;
}

export function PartFailure({ does, retry, close, floating }: PartFailureProps) {
  const alert = (
    <Alert.Root status="warning" role="alert" alignItems="center" flexWrap="wrap" gap="3" data-testid="part-failure">
      <Alert.Indicator />
      <Alert.Description flex="1" minW="48">
        {partFailureText(does, navigator.onLine)}
      </Alert.Description>
      <HStack gap="2">
        <Button size="sm" variant="outline" onClick={retry}>
          Retry
        </Button>
        {close && (
          <Button size="sm" variant="ghost" onClick={close}>
            Close
          </Button>
        )}
      </HStack>
    </Alert.Root>
  );
  if (!floating) return alert;
  return (
    <Portal>
      <Box
        position="fixed"
        top="20"
        insetStart={{ base: '3', sm: 'auto' }}
        insetEnd="3"
        maxW={{ sm: 'md' }}
        zIndex="toast"
        bg="bg.panel"
        borderRadius="md"
        shadow="lg"
      >
        {alert}
      </Box>
    </Portal>
  );
}
