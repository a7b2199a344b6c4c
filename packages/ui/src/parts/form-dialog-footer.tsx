// The footer of a dialog that is a form: Cancel, and the submit button that says what it does and,
// while the request runs, what it is doing (disabled, aria-busy). One definition for every form dialog.
import { Button } from '@provana/ui';

export interface FormDialogFooterProps {
  onCancel: () => void;
  /** What the submit button does ("Change password") and says while it runs ("Changing password..."). */
  action: string;
  busyAction: string;
  busy: boolean;
  /** Not submittable yet for another reason (data still loading). */
  disabled?: boolean;
  /** The form's id when the button sits outside it (ModalDialog's footer outside a `form` dialog). */
  formId?: string;
  /** Red for what cannot be undone. */
  tone?: 'brand' | 'red';
}

export function FormDialogFooter({ onCancel, action, busyAction, busy, disabled = false, formId, tone = 'brand' }: FormDialogFooterProps) {
  return (
    <>
      <Button type="button" variant="outline" onClick={onCancel}>
        Cancel
      </Button>
      <Button type="submit" form={formId} colorPalette={tone} disabled={busy || disabled} aria-busy={busy}>
        {busy ? busyAction : action}
      </Button>
    </>
  );
}
