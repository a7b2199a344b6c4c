// The toast store, region and markup (zag's toast machines), loaded by toaster.tsx on the first toast.
import { Toast, Toaster as ChakraToaster, Portal, Stack, createToaster } from '@chakra-ui/react';
import { toastSlotRecipe } from '@chakra-ui/react/theme';
import { registerRecipes } from './system/lazy-recipes';
import { TOAST_DURATION_MS, type NotifyOptions } from './toaster';

registerRecipes({ slotRecipes: { toast: toastSlotRecipe } });

const toaster = createToaster({
  placement: 'bottom-end',
  max: 1,
  duration: TOAST_DURATION_MS,
  hotkey: ['F8'],
  pauseOnPageIdle: true,
});

/** @public Called through the lazily loaded module in toaster.tsx, which knip cannot follow. */
export function showToast({ title, description, type }: NotifyOptions): void {
  toaster.dismiss();
  toaster.create({ title, description, type, closable: true });
}

export default function ToasterView() {
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }} maxW={{ md: '420px' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }}>
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {/* Chakra dims the description to 0.8, which puts white on a success or warning toast below AA. */}
              {toast.description && <Toast.Description opacity="1">{toast.description}</Toast.Description>}
            </Stack>
            {toast.closable && <Toast.CloseTrigger aria-label="Dismiss notification" />}
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
