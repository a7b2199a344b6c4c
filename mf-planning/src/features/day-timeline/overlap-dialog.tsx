// "This time overlaps <meeting>. Move anyway?": Cancel restores the old time, Move anyway saves.
// Focus goes back to the moved event when the dialog closes.
import { ConfirmDialog } from '@provana/ui/parts';
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
    <ConfirmDialog open={meetings !== null} title="Move over a meeting?" confirmLabel="Move anyway" confirmPalette="brand" onCancel={onCancel} onConfirm={onConfirm} finalFocusEl={returnFocusTo}>
      {overlapQuestion(meetings ?? [])}
    </ConfirmDialog>
  );
}
