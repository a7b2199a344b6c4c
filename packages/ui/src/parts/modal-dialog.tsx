// The one Chakra dialog skeleton (backdrop, centred content, title, body, footer, close button): focus
// is trapped while open and returned on close. Every dialog of the apps builds on it (ConfirmDialog
// too); the props below cover what they differ in, so none writes the skeleton again. The dialogs
// that can open on the first screen (welcome, greeting) use LightDialog instead ('@provana/ui/light-dialog').
import type { FormEvent, ReactNode } from 'react';
import type { Dialog as DialogTypes } from '@chakra-ui/react';
import { CloseButton, Dialog, Portal, chakra, preloadDialog } from '@provana/ui';

// The dialog's code is its own chunk (lazy-dialog.ts): fetched as soon as a screen that can open one loads.
void preloadDialog();

export interface ModalDialogProps {
  open: boolean;
  /** Called with false when the dialog asks to close (Escape, backdrop, close button, an action trigger). */
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  /** A button that opens the dialog (rendered as its trigger). */
  trigger?: ReactNode;
  role?: 'dialog' | 'alertdialog';
  size?: 'sm' | 'md' | 'lg' | 'xl';
  placement?: 'center' | 'top';
  /** 'inside': the body scrolls and the header and footer stay in view (long lists, a report preview). */
  scrollBehavior?: 'inside' | 'outside';
  closeLabel?: string;
  initialFocusEl?: () => HTMLElement | null;
  finalFocusEl?: () => HTMLElement | null;
  /** Under the title, inside the header (the print preview's template picker). */
  headerExtra?: ReactNode;
  /** Styling of the parts where a dialog needs it (a larger title, a footer that wraps). */
  titleProps?: DialogTypes.TitleProps;
  headerProps?: DialogTypes.HeaderProps;
  bodyProps?: DialogTypes.BodyProps;
  footerProps?: DialogTypes.FooterProps;
  contentProps?: DialogTypes.ContentProps & { 'data-testid'?: string };
  /** The dialog is a form: header, body and footer sit in one <form> (its footer's submit button saves). */
  /** noValidate: the form's schema, not the browser, checks required fields (its messages show). */
  form?: { onSubmit: (event: FormEvent<HTMLFormElement>) => void; label: string; noValidate?: boolean };
}

export function ModalDialog(props: ModalDialogProps) {
  const {
    open,
    onOpenChange,
    title,
    children,
    footer,
    trigger,
    role = 'dialog',
    size = 'md',
    placement = 'center',
    scrollBehavior,
    closeLabel = 'Close',
  } = props;
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => onOpenChange(e.open)}
      role={role}
      placement={placement}
      size={size}
      {...(scrollBehavior ? { scrollBehavior } : {})}
      {...(props.initialFocusEl ? { initialFocusEl: props.initialFocusEl } : {})}
      {...(props.finalFocusEl ? { finalFocusEl: props.finalFocusEl } : {})}
    >
      {trigger && <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>}
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content {...props.contentProps}>
            <FormOrFragment form={props.form}>
              <Dialog.Header {...props.headerProps}>
                <Dialog.Title {...props.titleProps}>{title}</Dialog.Title>
                {props.headerExtra}
              </Dialog.Header>
              <Dialog.Body {...props.bodyProps}>{children}</Dialog.Body>
              {footer && <Dialog.Footer {...props.footerProps}>{footer}</Dialog.Footer>}
            </FormOrFragment>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={closeLabel} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/** `display: contents` keeps the dialog's layout: the form adds no box of its own. */
function FormOrFragment({ form, children }: { form: ModalDialogProps['form']; children: ReactNode }) {
  if (!form) return <>{children}</>;
  return (
    <chakra.form display="contents" aria-label={form.label} onSubmit={form.onSubmit} noValidate={form.noValidate}>
      {children}
    </chakra.form>
  );
}
