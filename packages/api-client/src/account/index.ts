// '@provana/api-client/account': account mail (verify the address, forgotten and reset passwords),
// changing the password and the sessions list, injected into the one API slice when a screen that
// needs them loads (the sign-in screen's "Forgot password?", the verification banner, Settings). The
// slice is imported by package name: in a federated build that is the shared singleton.
import { api } from '@provana/api-client';
import { injectAccountMailEndpoints } from './account-mail-endpoints';
import { injectSessionEndpoints } from './session-endpoints';

export const { useVerifyEmailMutation, useResendVerificationMutation, useForgotPasswordMutation, useResetPasswordMutation, useChangePasswordMutation } =
  injectAccountMailEndpoints(api);
export const { useGetSessionsQuery, useEndSessionMutation, useEndOtherSessionsMutation } = injectSessionEndpoints(api);
export type { ChangePasswordResponse } from './account-mail-endpoints';
export type { EndSessionArgs } from './session-endpoints';
