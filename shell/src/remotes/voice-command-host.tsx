// The header's voice command modal, loaded from mf_voice through the same remote loader.
// While it loads: a small status box, not a dialog (a dialog closing while the next one opens in the
// same commit hands focus back to the trigger, which the new dialog takes as "focus outside" and closes).
// When the remote is unavailable: a dialog of our own with the message and Retry.
import { Box, Button, CloseButton, Dialog, ErrorState, LoadingState, Portal } from '@provana/ui';
import type { ReactNode } from 'react';
import { voiceCommandSource } from '../routes/sections';
import { RemoteComponent } from './remote-component';
import { remoteFailureMessage, remoteFailureTitle } from './remote-load-error';

type ModalProps = { open: boolean; onClose: () => void };

function FallbackDialog({ open, onClose, children }: ModalProps & { children: ReactNode }) {
  return (
    <Dialog.Root open={open} onOpenChange={(e) => (e.open ? undefined : onClose())} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Voice Command</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{children}</Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                Cancel
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close voice command" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

export default function VoiceCommandHost({ open, onClose }: ModalProps) {
  return (
    <RemoteComponent<ModalProps>
      source={voiceCommandSource}
      props={{ open, onClose }}
      loading={
        open ? (
          <Portal>
            <Box position="fixed" top="20" insetEnd="6" zIndex="toast" bg="white" borderWidth="1px" borderRadius="md" shadow="md" px="4">
              <LoadingState label="Loading voice commands..." />
            </Box>
          </Portal>
        ) : null
      }
      renderError={(error, retry) => (
        <FallbackDialog open={open} onClose={onClose}>
          <ErrorState title={remoteFailureTitle(error)} message={remoteFailureMessage('Voice Command', error)} onRetry={retry} />
        </FallbackDialog>
      )}
    />
  );
}
