// "Move a repeating event": a moved occurrence of a series asks whether this event alone moves (an
// override), this and the following ones (the series split there) or every event of the series by
// the same amount. Cancel puts it back; focus returns to
// the moved event.
import type { EditScope } from '@provana/contracts';
import { Button } from '@provana/ui';
import { ModalDialog } from '@provana/ui/parts';

export interface MoveScopeDialogProps {
  /** The moved occurrence's title; null when no move is waiting for this answer. */
  title: string | null;
  onCancel: () => void;
  onChoose: (scope: EditScope) => void;
  returnFocusTo: () => HTMLElement | null;
}

export function MoveScopeDialog({ title, onCancel, onChoose, returnFocusTo }: MoveScopeDialogProps) {
  return (
    <ModalDialog
      open={title !== null}
      onOpenChange={(next) => (next ? undefined : onCancel())}
      title="Move a repeating event"
      role="alertdialog"
      size="sm"
      finalFocusEl={returnFocusTo}
      contentProps={{ 'data-testid': 'move-scope-dialog' }}
      footer={
        <>
          <Button variant="outline" onClick={onCancel}>
            Cancel
          </Button>
          <Button variant="outline" colorPalette="brand" onClick={() => onChoose('all')}>
            All events
          </Button>
          <Button variant="outline" colorPalette="brand" onClick={() => onChoose('following')}>
            This and following
          </Button>
          <Button colorPalette="brand" onClick={() => onChoose('this')}>
            This event
          </Button>
        </>
      }
    >
      "{title}" repeats. Move only this event, this and the following ones, or every event of the series by the same amount?
    </ModalDialog>
  );
}
