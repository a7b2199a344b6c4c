// Account mail and the password: verifying the address by its mailed link, sending the link again,
// asking for a reset link, resetting with it, and changing the password while signed in. A verified
// address updates the cached session in place (the banner goes at once); a reset signs this browser out
// too. A failed call changed nothing.
import type { AccountMailResponse, ChangePasswordBody, ForgotPasswordBody, ResetPasswordBody, VerifyEmailBody } from '@provana/contracts';
import { accountPaths } from '@provana/contracts/paths/account';
import type { ProvanaApi } from '../create-provana-api';

export type ChangePasswordResponse = { success: true; endedSessions: number };

export function injectAccountMailEndpoints(api: ProvanaApi) {
  return api.injectEndpoints({
    endpoints: (build) => ({
      verifyEmail: build.mutation<AccountMailResponse, VerifyEmailBody>({
        query: (body) => ({ url: accountPaths.verifyEmail, method: 'POST', body }),
        async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
          const outcome = await queryFulfilled.catch(() => null); // the page shows the failure
          if (!outcome) return;
          dispatch(
            api.util.updateQueryData('getMe', undefined, (user) => {
              if (user) user.emailVerified = true;
            }),
          );
        },
      }),
      resendVerification: build.mutation<AccountMailResponse, void>({
        query: () => ({ url: accountPaths.resendVerification, method: 'POST', body: {} }),
      }),
      forgotPassword: build.mutation<AccountMailResponse, ForgotPasswordBody>({
        query: (body) => ({ url: accountPaths.forgotPassword, method: 'POST', body }),
      }),
      resetPassword: build.mutation<AccountMailResponse, ResetPasswordBody>({
        query: (body) => ({ url: accountPaths.resetPassword, method: 'POST', body }),
        async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
          const outcome = await queryFulfilled.catch(() => null);
          if (!outcome) return;
          // A reset ends every session of the account, this browser's too: forget what it had cached.
          dispatch(api.util.resetApiState());
          dispatch(api.util.upsertQueryData('getMe', undefined, null));
        },
      }),
      changePassword: build.mutation<ChangePasswordResponse, ChangePasswordBody>({
        query: (body) => ({ url: accountPaths.changePassword, method: 'POST', body }),
      }),
    }),
  });
}
