// A yes/no question in an alert dialog: Cancel and the confirming action, on the one ModalDialog
// skeleton. Used by sign-out, deleting a recording and moving over a meeting.
import type { ReactNode } from 'react';
import { Button } from '@provana/ui';
import { ModalDialog } from './modal-dialog';

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

export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  busyLabel,
  busy = false,
  confirmPalette = 'red',
  onCancel,
  onConfirm,
  finalFocusEl,
  trigger,
}: ConfirmDialogProps) {
  return (
    <ModalDialog
      open={open}
      onOpenChange={(next) => (next ? undefined : onCancel())}
      title={title}
      role="alertdialog"
      size="sm"
      trigger={trigger}
      {...(finalFocusEl ? { finalFocusEl } : {})}
      footer={
        <>
          <Button variant="outline" onClick={onCancel}>
            Cancel
          </Button>
          <Button colorPalette={confirmPalette} onClick={onConfirm} disabled={busy}>
            {busy && busyLabel ? busyLabel : confirmLabel}
          </Button>
        </>
      }
    >
      {children}
    </ModalDialog>
  );
}
