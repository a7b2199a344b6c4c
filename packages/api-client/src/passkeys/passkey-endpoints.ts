// Passkeys: the account's list (add, rename, remove) and signing in with one. Injected where they are
// used (the settings dialog, and the sign-in card's passkey button on press), so the first screen does
// not carry them. Each change answers the new list, which replaces the cached one.
import type {
  AuthResponse,
  PasskeyList,
  PasskeyOptions,
  PasskeyRegistrationBody,
  PasskeyRenameBody,
  PasskeySignInBody,
  SessionUser,
  TwoFactorPasskeyBody,
  TwoFactorPasskeyOptionsBody,
} from '@provana/contracts';
import { passkeyPaths } from '@provana/contracts/paths/passkeys';
import type { ProvanaApi } from '../create-provana-api';
import { requestBody } from '../request-body';

export type RenamePasskeyArgs = { id: number } & PasskeyRenameBody;

export function injectPasskeyEndpoints(api: ProvanaApi) {
  const withEndpoints = api.injectEndpoints({
    endpoints: (build) => ({
      getPasskeys: build.query<PasskeyList, void>({ query: () => passkeyPaths.passkeys }),
      passkeyRegistrationOptions: build.mutation<PasskeyOptions, void>({
        query: () => ({ url: passkeyPaths.passkeyRegistrationOptions, method: 'POST', body: {} }),
      }),
      addPasskey: build.mutation<PasskeyList, PasskeyRegistrationBody>({
        query: (body) => ({ url: passkeyPaths.passkeyRegistration, method: 'POST', body }),
      }),
      renamePasskey: build.mutation<PasskeyList, RenamePasskeyArgs>({
        query: ({ id, name }) => ({ url: passkeyPaths.passkey(id), method: 'PATCH', body: requestBody<PasskeyRenameBody>({ name }) }),
      }),
      removePasskey: build.mutation<PasskeyList, number>({
        query: (id) => ({ url: passkeyPaths.passkey(id), method: 'DELETE' }),
      }),
      passkeySignInOptions: build.mutation<PasskeyOptions, void>({
        query: () => ({ url: passkeyPaths.passkeySignInOptions, method: 'POST', body: {} }),
      }),
      signInWithPasskey: build.mutation<SessionUser, PasskeySignInBody>({
        query: (body) => ({ url: passkeyPaths.signInPasskey, method: 'POST', body }),
        transformResponse: (response: AuthResponse) => response.user,
      }),
      twoFactorPasskeyOptions: build.mutation<PasskeyOptions, TwoFactorPasskeyOptionsBody>({
        query: (body) => ({ url: passkeyPaths.twoFactorPasskeyOptions, method: 'POST', body }),
      }),
      signInTwoFactorWithPasskey: build.mutation<SessionUser, TwoFactorPasskeyBody>({
        query: (body) => ({ url: passkeyPaths.signInTwoFactorPasskey, method: 'POST', body }),
        transformResponse: (response: AuthResponse) => response.user,
      }),
    }),
  });

  type Dispatch = (action: unknown) => unknown;
  const storeList = async (dispatch: Dispatch, queryFulfilled: Promise<{ data: PasskeyList }>) => {
    const outcome = await queryFulfilled.catch(() => null); // the caller shows the failure
    if (outcome) dispatch(withEndpoints.util.upsertQueryData('getPasskeys', undefined, outcome.data));
  };

  const storeUser = async (dispatch: Dispatch, queryFulfilled: Promise<{ data: SessionUser }>) => {
    const outcome = await queryFulfilled.catch(() => null);
    if (outcome) dispatch(withEndpoints.util.upsertQueryData('getMe', undefined, outcome.data));
  };

  return withEndpoints.enhanceEndpoints({
    endpoints: {
      addPasskey: { onQueryStarted: (_arg, { dispatch, queryFulfilled }) => storeList(dispatch, queryFulfilled) },
      renamePasskey: { onQueryStarted: (_arg, { dispatch, queryFulfilled }) => storeList(dispatch, queryFulfilled) },
      removePasskey: { onQueryStarted: (_arg, { dispatch, queryFulfilled }) => storeList(dispatch, queryFulfilled) },
      // Signed in: the session query switches the screen, as after a password.
      signInWithPasskey: { onQueryStarted: (_arg, { dispatch, queryFulfilled }) => storeUser(dispatch, queryFulfilled) },
      signInTwoFactorWithPasskey: { onQueryStarted: (_arg, { dispatch, queryFulfilled }) => storeUser(dispatch, queryFulfilled) },
    },
  });
}
