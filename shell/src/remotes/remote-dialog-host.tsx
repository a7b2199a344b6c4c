// A dialog that lives in a remote (the voice command modal, the print preview), loaded through the
// remote loader when first opened, so none of its code is in the dashboard's cold load.
// While it loads: a small status box, not a dialog (a dialog closing while the next one opens in the
// same commit hands focus back to the trigger, which the new dialog takes as "focus outside" and closes).
// When the remote is unavailable: a dialog of our own, with the same title, the message and Retry.
import { Box, Button, ErrorState, LoadingState, Portal } from '@provana/ui';
import { ModalDialog } from '@provana/ui/parts';
import type { RemoteModuleRef } from '../lib/sections';
import { RemoteComponent } from './remote-component';
import { remoteFailureTexts } from './remote-failure-texts';

export type RemoteDialogProps = { open: boolean; onClose: () => void };

interface HostTexts {
  /** The remote dialog's own title, repeated on the fallback. */
  title: string;
  loadingLabel: string;
  /** The fallback's dismiss button ('Cancel', 'Close') and the close icon's label. */
  dismissText: string;
  closeLabel: string;
}

function UnavailableDialog({ open, onClose, error, retry, texts }: RemoteDialogProps & { error: Error; retry: () => void; texts: HostTexts }) {
  return (
    <ModalDialog
      open={open}
      onOpenChange={(isOpen) => (isOpen ? undefined : onClose())}
      title={texts.title}
      closeLabel={texts.closeLabel}
      footer={
        <Button variant="outline" onClick={onClose}>
          {texts.dismissText}
        </Button>
      }
    >
      <ErrorState {...remoteFailureTexts(texts.title, error)} onRetry={retry} />
    </ModalDialog>
  );
}

export function RemoteDialogHost({ source, open, onClose, ...texts }: RemoteDialogProps & HostTexts & { source: RemoteModuleRef }) {
  return (
    <RemoteComponent<RemoteDialogProps>
      source={source}
      props={{ open, onClose }}
      loading={
        open ? (
          <Portal>
            <Box position="fixed" top="20" insetEnd="6" zIndex="toast" bg="bg.panel" borderWidth="1px" borderRadius="md" shadow="md" px="4">
              <LoadingState label={texts.loadingLabel} />
            </Box>
          </Portal>
        ) : null
      }
      renderError={(error, retry) => <UnavailableDialog open={open} onClose={onClose} error={error} retry={retry} texts={texts} />}
    />
  );
}
