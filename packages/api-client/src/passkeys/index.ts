// '@provana/api-client/passkeys': the account's passkeys and signing in with one, injected into the
// one API slice when a screen that needs them loads. The slice is imported by package name: in a
// federated build that is the shared singleton.
import { api } from '@provana/api-client';
import { injectPasskeyEndpoints } from './passkey-endpoints';

/** The injected endpoints, for a ceremony run outside a component (the sign-in button's lazily loaded code). */
export const passkeyApi = injectPasskeyEndpoints(api);
export const {
  useGetPasskeysQuery,
  usePasskeyRegistrationOptionsMutation,
  useAddPasskeyMutation,
  useRenamePasskeyMutation,
  useRemovePasskeyMutation,
  usePasskeySignInOptionsMutation,
  useSignInWithPasskeyMutation,
} = passkeyApi;
export type { RenamePasskeyArgs } from './passkey-endpoints';
