// Avatar click: "Would you like to sign out?"
import { ConfirmDialog } from '@provana/ui/parts';

type Props = { open: boolean; busy: boolean; onCancel: () => void; onConfirm: () => void };

export default function SignOutDialog({ open, busy, onCancel, onConfirm }: Props) {
  return (
    <ConfirmDialog open={open} title="Would you like to sign out?" confirmLabel="Sign out" busyLabel="Signing out..." busy={busy} onCancel={onCancel} onConfirm={onConfirm}>
      You will return to the sign-in screen.
    </ConfirmDialog>
  );
}
