// Signing out, wherever it is asked for: the server ends the session, this tab forgets the workspace it
// worked in and the session's stored keys; a failure is said in a toast.
import { api, switchWorkspace, useAppDispatch, useLogoutMutation } from '@provana/api-client';
import { notify } from '@provana/ui';
import { clearSessionKeys } from '../lib/storage-keys';

export function useSignOut(): { signOut: () => Promise<void>; isLoading: boolean } {
  const [logout, { isLoading }] = useLogoutMutation();
  const dispatch = useAppDispatch();
  const signOut = async () => {
    try {
      await logout().unwrap();
      dispatch(switchWorkspace(api, null));
      clearSessionKeys();
    } catch (error) {
      console.error('Sign-out failed', error);
      notify({ title: 'Sign-out failed', description: 'Please check your connection and try again.', type: 'error' });
    }
  };
  return { signOut, isLoading };
}
