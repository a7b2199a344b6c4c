// Two-factor sign-in: the second step of signing in (a code for the challenge the password step
// answered), and the Security settings (status, setting up the app, turning it off, new recovery
// codes). Injected where they are used (the second sign-in step and the settings dialog both load
// lazily), so the first screen does not carry them. Results update the caches in place: a failed call
// changed nothing on the server.
import type {
  AuthResponse,
  RecoveryCodes,
  SessionUser,
  TotpConfirmBody,
  TotpSetup,
  TwoFactorReauthBody,
  TwoFactorSignInBody,
  TwoFactorStatus,
} from '@provana/contracts';
import { twoFactorPaths } from '@provana/contracts/paths/two-factor';
import type { ProvanaApi } from '../create-provana-api';

export function injectTwoFactorEndpoints(api: ProvanaApi) {
  const withEndpoints = api.injectEndpoints({
    endpoints: (build) => ({
      signInTwoFactor: build.mutation<SessionUser, TwoFactorSignInBody>({
        query: (body) => ({ url: twoFactorPaths.signInTwoFactor, method: 'POST', body }),
        transformResponse: (response: AuthResponse) => response.user,
      }),
      getTwoFactorStatus: build.query<TwoFactorStatus, void>({
        query: () => twoFactorPaths.twoFactorStatus,
      }),
      startTotpSetup: build.mutation<TotpSetup, void>({
        query: () => ({ url: twoFactorPaths.totpSetup, method: 'POST', body: {} }),
      }),
      confirmTotp: build.mutation<RecoveryCodes, TotpConfirmBody>({
        query: (body) => ({ url: twoFactorPaths.totpConfirm, method: 'POST', body }),
      }),
      disableTwoFactor: build.mutation<TwoFactorStatus, TwoFactorReauthBody>({
        query: (body) => ({ url: twoFactorPaths.twoFactorDisable, method: 'POST', body }),
      }),
      newRecoveryCodes: build.mutation<RecoveryCodes, TwoFactorReauthBody>({
        query: (body) => ({ url: twoFactorPaths.recoveryCodes, method: 'POST', body }),
      }),
    }),
  });

  type Dispatch = (action: unknown) => unknown;
  const setEnabled = (dispatch: Dispatch, status: TwoFactorStatus) => {
    dispatch(withEndpoints.util.upsertQueryData('getTwoFactorStatus', undefined, status));
    dispatch(
      withEndpoints.util.updateQueryData('getMe', undefined, (user) => {
        if (user) user.twoFactorEnabled = status.totpEnabled;
      }),
    );
  };

  return withEndpoints.enhanceEndpoints({
    endpoints: {
      signInTwoFactor: {
        // Signed in: the session query switches the screen, as after a one-step sign-in.
        async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
          const outcome = await queryFulfilled.catch(() => null); // the form shows the failure
          if (outcome) dispatch(withEndpoints.util.upsertQueryData('getMe', undefined, outcome.data));
        },
      },
      confirmTotp: {
        async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
          const outcome = await queryFulfilled.catch(() => null);
          if (outcome) setEnabled(dispatch, { totpEnabled: true, recoveryCodesLeft: outcome.data.recoveryCodes.length });
        },
      },
      disableTwoFactor: {
        async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
          const outcome = await queryFulfilled.catch(() => null);
          if (outcome) setEnabled(dispatch, outcome.data);
        },
      },
      newRecoveryCodes: {
        async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
          const outcome = await queryFulfilled.catch(() => null);
          if (outcome) setEnabled(dispatch, { totpEnabled: true, recoveryCodesLeft: outcome.data.recoveryCodes.length });
        },
      },
    },
  });
}
