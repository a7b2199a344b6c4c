// "This time overlaps <meeting or event>. Move anyway?": Cancel restores the old time, Move anyway
// saves. Focus goes back to the moved event when the dialog closes.
import { ConfirmDialog } from '@provana/ui/parts';
import { overlapQuestion, overlapTitle } from './item-labels';
import type { TimelineKind } from './timeline-items';

export interface OverlapDialogProps {
  /** The meetings and events the new time overlaps; null when no move is waiting for an answer. */
  overlaps: readonly { title: string; kind: TimelineKind }[] | null;
  onCancel: () => void;
  onConfirm: () => void;
  returnFocusTo: () => HTMLElement | null;
}

export function OverlapDialog({ overlaps, onCancel, onConfirm, returnFocusTo }: OverlapDialogProps) {
  const items = overlaps ?? [];
  return (
    <ConfirmDialog
      open={overlaps !== null}
      title={overlapTitle(items.map((o) => o.kind))}
      confirmLabel="Move anyway"
      confirmPalette="brand"
      onCancel={onCancel}
      onConfirm={onConfirm}
      finalFocusEl={returnFocusTo}
    >
      {overlapQuestion(items.map((o) => o.title))}
    </ConfirmDialog>
  );
}
