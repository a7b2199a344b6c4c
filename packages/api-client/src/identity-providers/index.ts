// '@provana/api-client/identity-providers': "Continue with …" on the sign-in screen, confirming a
// link to an existing account, and the linked sign-ins in Settings, injected into the one API slice
// when a screen that needs them loads. The slice is imported by package name: in a federated build
// that is the shared singleton.
import { api } from '@provana/api-client';
import { injectIdentityProviderEndpoints } from './identity-provider-endpoints';

export const {
  useGetOidcProvidersQuery,
  useGetPendingSignInLinkQuery,
  useConfirmSignInLinkMutation,
  useMailSignInLinkMutation,
  useConfirmSignInLinkByMailMutation,
  useGetLinkedSignInsQuery,
  useUnlinkSignInMutation,
} = injectIdentityProviderEndpoints(api);
