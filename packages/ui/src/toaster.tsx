// The one toaster (spec section 9): at most 1 visible, 5000 ms auto-close, F8 focuses the
// toast region, viewport at most 420 px wide from md up. Chakra has no swipe threshold or
// long remove delay (its removeDelay only holds a closed toast for the exit animation).
import { Toast, Toaster as ChakraToaster, Portal, Stack, createToaster } from '@chakra-ui/react';

export const TOAST_DURATION_MS = 5000;

export const toaster = createToaster({
  placement: 'bottom-end',
  max: 1,
  duration: TOAST_DURATION_MS,
  hotkey: ['F8'],
  pauseOnPageIdle: true,
});

export type NotifyType = 'success' | 'error' | 'info' | 'warning';

export interface NotifyOptions {
  title: string;
  description?: string;
  type: NotifyType;
}

/** Shows a toast. A new toast replaces the visible one (max 1 visible, newest wins). */
export function notify({ title, description, type }: NotifyOptions): string {
  toaster.dismiss();
  return toaster.create({ title, description, type, closable: true });
}

export function Toaster() {
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }} maxW={{ md: '420px' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }}>
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            {toast.closable && <Toast.CloseTrigger aria-label="Dismiss notification" />}
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
