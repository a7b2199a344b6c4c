// A yes/no question in an alert dialog: Cancel and the confirming action, focus trapped and returned.
// One skeleton for sign-out, deleting a recording and moving over a meeting, instead of a Chakra
// dialog tree in each of them.
import type { ReactNode } from 'react';
import { Button, CloseButton, Dialog, Portal } from '@provana/ui';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  /** Shown on the confirm button while the action runs (the button is disabled meanwhile). */
  busyLabel?: string;
  busy?: boolean;
  /** 'red' for destructive actions. */
  confirmPalette?: 'red' | 'brand';
  onCancel: () => void;
  onConfirm: () => void;
  /** Where focus goes when the dialog closes (default: the element that had it before). */
  finalFocusEl?: () => HTMLElement | null;
  /** A button that opens the dialog (rendered as the dialog's trigger). */
  trigger?: ReactNode;
}

export function ConfirmDialog({ open, title, children, confirmLabel, busyLabel, busy = false, confirmPalette = 'red', onCancel, onConfirm, finalFocusEl, trigger }: ConfirmDialogProps) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => (e.open ? undefined : onCancel())}
      role="alertdialog"
      placement="center"
      size="sm"
      {...(finalFocusEl ? { finalFocusEl } : {})}
    >
      {trigger && <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>}
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{children}</Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onCancel}>
                Cancel
              </Button>
              <Button colorPalette={confirmPalette} onClick={onConfirm} disabled={busy}>
                {busy && busyLabel ? busyLabel : confirmLabel}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
