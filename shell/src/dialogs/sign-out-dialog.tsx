// "Would you like to sign out?" and the sign-out itself, loaded on first use: the command palette's
// "Sign out" opens this dialog (the avatar opens the account dialog, which asks the same).
import { ConfirmDialog } from '@provana/ui/parts';
import { useSignOut } from './use-sign-out';

type Props = { open: boolean; onClose: () => void };

export default function SignOutDialog({ open, onClose }: Props) {
  const { signOut, isLoading } = useSignOut();
  return (
    <ConfirmDialog
      open={open}
      title="Would you like to sign out?"
      confirmLabel="Sign out"
      busyLabel="Signing out..."
      busy={isLoading}
      onCancel={onClose}
      onConfirm={() => void signOut()}
    >
      You will return to the sign-in screen.
    </ConfirmDialog>
  );
}
