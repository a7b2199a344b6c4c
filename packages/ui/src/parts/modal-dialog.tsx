// The one Chakra dialog skeleton (backdrop, centred content, title, body, footer, close button): focus
// is trapped while open and returned on close. ConfirmDialog and the apps' simple dialogs build on it.
import type { ReactNode } from 'react';
import { CloseButton, Dialog, Portal } from '@provana/ui';

export interface ModalDialogProps {
  open: boolean;
  /** Called with false when the dialog asks to close (Escape, backdrop, close button, an action trigger). */
  onOpenChange: (open: boolean) => void;
  title: string;
  children: ReactNode;
  footer?: ReactNode;
  /** A button that opens the dialog (rendered as its trigger). */
  trigger?: ReactNode;
  role?: 'dialog' | 'alertdialog';
  size?: 'sm' | 'md' | 'lg';
  closeLabel?: string;
  initialFocusEl?: () => HTMLElement | null;
  finalFocusEl?: () => HTMLElement | null;
}

export function ModalDialog({ open, onOpenChange, title, children, footer, trigger, role = 'dialog', size = 'md', closeLabel = 'Close', initialFocusEl, finalFocusEl }: ModalDialogProps) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => onOpenChange(e.open)}
      role={role}
      placement="center"
      size={size}
      {...(initialFocusEl ? { initialFocusEl } : {})}
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
            {footer && <Dialog.Footer>{footer}</Dialog.Footer>}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={closeLabel} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
