// Chakra's Dialog with its own API, loaded on first render (its own chunk): no first screen shows a
// Chakra dialog (the first-run ones are LightDialog), and its zag machine with focus trap, dismissable
// layer, aria-hidden and scroll lock would weigh down the shared design-system chunk. ModalDialog
// starts the load when its module loads, so a dialog opened by the user is normally there at once.
import type { Dialog as ChakraDialog } from '@chakra-ui/react';
import type * as DialogModule from './dialog-impl';
import { lazyModule } from './lazy-module';
import { partsOf } from './chakra-part';

type Impl = typeof DialogModule;
const dialog = lazyModule<Impl>(() => import('./dialog-impl'));

/** Starts loading the dialog's code now (idempotent); settles when it is there (never rejects). */
export function preloadDialog(): Promise<void> {
  return dialog().then(
    () => undefined,
    () => undefined,
  );
}

const part = partsOf(dialog);

export const Dialog = {
  Root: part((m) => m.Dialog.Root, true),
  Trigger: part((m) => m.Dialog.Trigger),
  Backdrop: part((m) => m.Dialog.Backdrop),
  Positioner: part((m) => m.Dialog.Positioner),
  Content: part((m) => m.Dialog.Content),
  Header: part((m) => m.Dialog.Header),
  Title: part((m) => m.Dialog.Title),
  Body: part((m) => m.Dialog.Body),
  Footer: part((m) => m.Dialog.Footer),
  CloseTrigger: part((m) => m.Dialog.CloseTrigger),
} satisfies Partial<typeof ChakraDialog>;
