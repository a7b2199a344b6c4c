// Avatar click: "Would you like to sign out?"
import { Button, Dialog, Portal } from '@provana/ui';

type Props = { open: boolean; busy: boolean; onCancel: () => void; onConfirm: () => void };

export default function SignOutDialog({ open, busy, onCancel, onConfirm }: Props) {
  return (
    <Dialog.Root open={open} onOpenChange={(e) => (e.open ? undefined : onCancel())} role="alertdialog" placement="center" size="sm">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Would you like to sign out?</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>You will return to the sign-in screen.</Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onCancel}>
                Cancel
              </Button>
              <Button colorPalette="red" onClick={onConfirm} disabled={busy}>
                {busy ? 'Signing out...' : 'Sign out'}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
