// '@provana/api-client/two-factor': the second step of a two-factor sign-in and the two-factor
// settings, injected into the one API slice when the screen that needs them loads. The slice is
// imported by package name: in a federated build that is the shared singleton.
import { api } from '@provana/api-client';
import { injectTwoFactorEndpoints } from './two-factor-endpoints';

export const {
  useSignInTwoFactorMutation,
  useGetTwoFactorStatusQuery,
  useStartTotpSetupMutation,
  useConfirmTotpMutation,
  useDisableTwoFactorMutation,
  useNewRecoveryCodesMutation,
} = injectTwoFactorEndpoints(api);
