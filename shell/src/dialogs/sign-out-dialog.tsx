// "Would you like to sign out?" and the sign-out itself, loaded on first use: the avatar and the
// command palette's "Sign out" both open this one dialog.
import { useLogoutMutation } from '@provana/api-client';
import { notify } from '@provana/ui';
import { ConfirmDialog } from '@provana/ui/parts';
import { clearSessionKeys } from '../storage/keys';

type Props = { open: boolean; onClose: () => void };

export default function SignOutDialog({ open, onClose }: Props) {
  const [logout, { isLoading }] = useLogoutMutation();
  const signOut = async () => {
    try {
      await logout().unwrap();
      clearSessionKeys();
    } catch (error) {
      console.error('Sign-out failed', error);
      notify({ title: 'Sign-out failed', description: 'Please check your connection and try again.', type: 'error' });
    }
  };
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
