// "This time overlaps <meeting>. Move anyway?": Cancel restores the old time, Move anyway saves.
// Focus goes back to the moved event when the dialog closes.
import { Button, Dialog, Portal } from '@provana/ui';
import { overlapQuestion } from './item-labels';

export interface OverlapDialogProps {
  /** The meetings the new time overlaps; null when no move is waiting for an answer. */
  meetings: readonly string[] | null;
  onCancel: () => void;
  onConfirm: () => void;
  returnFocusTo: () => HTMLElement | null;
}

export function OverlapDialog({ meetings, onCancel, onConfirm, returnFocusTo }: OverlapDialogProps) {
  return (
    <Dialog.Root open={meetings !== null} onOpenChange={(e) => (e.open ? undefined : onCancel())} role="alertdialog" placement="center" size="sm" finalFocusEl={returnFocusTo}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Move over a meeting?</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{overlapQuestion(meetings ?? [])}</Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onCancel}>
                Cancel
              </Button>
              <Button colorPalette="brand" onClick={onConfirm}>
                Move anyway
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
