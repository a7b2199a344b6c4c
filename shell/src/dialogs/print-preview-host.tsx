// The assistant panel's Print Report Preview, loaded from mf_print through the remote loader when
// Print Executive Report is first clicked (so none of its code is in the dashboard's cold load).
// While it loads: a small status box; when the remote is unavailable: a dialog of our own with Retry.
import { Box, Button, CloseButton, Dialog, ErrorState, LoadingState, Portal } from '@provana/ui';
import { RemoteComponent } from '../remotes/remote-component';
import { remoteFailureMessage, remoteFailureTitle } from '../remotes/remote-load-error';
import { printPreviewSource } from '../routes/sections';

type Props = { open: boolean; onClose: () => void };

function UnavailableDialog({ open, onClose, error, retry }: Props & { error: Error; retry: () => void }) {
  return (
    <Dialog.Root open={open} onOpenChange={(e) => (e.open ? undefined : onClose())} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Print Report Preview</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <ErrorState title={remoteFailureTitle(error)} message={remoteFailureMessage('Print Report Preview', error)} onRetry={retry} />
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                Close
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close print preview" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

export default function PrintPreviewHost({ open, onClose }: Props) {
  return (
    <RemoteComponent<Props>
      source={printPreviewSource}
      props={{ open, onClose }}
      loading={
        open ? (
          <Portal>
            <Box position="fixed" top="20" insetEnd="6" zIndex="toast" bg="white" borderWidth="1px" borderRadius="md" shadow="md" px="4">
              <LoadingState label="Loading the print preview..." />
            </Box>
          </Portal>
        ) : null
      }
      renderError={(error, retry) => <UnavailableDialog open={open} onClose={onClose} error={error} retry={retry} />}
    />
  );
}
