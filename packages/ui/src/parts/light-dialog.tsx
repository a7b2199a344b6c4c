// A modal dialog on the browser's own <dialog> (showModal): top layer, the page behind inert, Escape
// and a click outside close it, focus moves in and goes back on close. None of the Chakra dialog's
// state machine, focus trap and scroll lock: the dialogs that can open on the first
// screen (welcome guide, greeting) use it, so a cold load carries no dialog library. It looks like
// ModalDialog because the same dialog recipe styles it. Every other dialog uses ModalDialog.
import { type ReactNode, type SyntheticEvent, useId, useLayoutEffect, useRef } from 'react';
import { CloseButton, chakra, useSlotRecipe, type HTMLChakraProps } from '@provana/ui';

export interface LightDialogProps {
  open: boolean;
  /** Called with false when the dialog asks to close (Escape, a click outside, the close button). */
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg' | 'xl';
  closeLabel?: string;
  titleProps?: HTMLChakraProps<'h2'>;
  headerProps?: HTMLChakraProps<'div'>;
  bodyProps?: HTMLChakraProps<'div'>;
  footerProps?: HTMLChakraProps<'div'>;
  contentProps?: HTMLChakraProps<'div'> & { 'data-testid'?: string };
}

/** The user agent's own dialog box, undone: the recipe's positioner is the whole viewport. */
const RESET = {
  maxWidth: 'none',
  maxHeight: 'none',
  margin: '0',
  padding: '0',
  border: '0',
  background: 'transparent',
  color: 'inherit',
  overflow: 'auto',
} as const;

export function LightDialog(props: LightDialogProps) {
  const { open, onOpenChange, title, children, footer, size = 'md', closeLabel = 'Close' } = props;
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  // No entrance animation: these dialogs open with the page, and a fade from transparent would leave
  // their text invisible until the main thread is free to run the animation's frames (the first
  // screen's data arrives at that moment), which is how long the user waits to read it.
  const styles = useSlotRecipe({ key: 'dialog' })({ size, placement: 'center', scrollBehavior: 'outside', motionPreset: 'none' });
  const wantsOpen = useRef(open);
  wantsOpen.current = open;

  // Layout effects: closed (focus given back) before React removes the element.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return undefined;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
    return () => {
      if (dialog.open) dialog.close();
    };
  }, [open]);

  const requestClose = () => {
    if (wantsOpen.current) onOpenChange(false);
  };
  // Escape: the browser closes the dialog; the 'close' event tells the owner.
  const onClose = () => requestClose();
  // The <dialog> is the full-screen positioner: a click on it (not on the content) is outside. Both
  // ends of the click must be there: a text selection dragged out of the content does not close it.
  const pressedOutside = useRef(false);
  const onPointerDown = (event: SyntheticEvent) => {
    pressedOutside.current = event.target === event.currentTarget;
  };
  const onClick = (event: SyntheticEvent) => {
    if (pressedOutside.current && event.target === event.currentTarget) requestClose();
  };

  return (
    <chakra.dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={onClose}
      onPointerDown={onPointerDown}
      onClick={onClick}
      css={[styles['positioner'], RESET, { '&::backdrop': { background: 'blackAlpha.500' } }]}
    >
      <chakra.div data-state="open" {...props.contentProps} css={[styles['content'], props.contentProps?.css]}>
        <chakra.div {...props.headerProps} css={[styles['header'], props.headerProps?.css]}>
          <chakra.h2 id={titleId} {...props.titleProps} css={[styles['title'], props.titleProps?.css]}>
            {title}
          </chakra.h2>
        </chakra.div>
        <chakra.div {...props.bodyProps} css={[styles['body'], props.bodyProps?.css]}>
          {children}
        </chakra.div>
        {footer && (
          <chakra.div {...props.footerProps} css={[styles['footer'], props.footerProps?.css]}>
            {footer}
          </chakra.div>
        )}
        <chakra.div css={styles['closeTrigger']}>
          <CloseButton size="sm" aria-label={closeLabel} onClick={requestClose} />
        </chakra.div>
      </chakra.div>
    </chakra.dialog>
  );
}
