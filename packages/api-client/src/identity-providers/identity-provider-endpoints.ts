// Identity providers: the configured ones (for the sign-in screen's "Continue with …"), the page
// that confirms linking a provider sign-in to an existing account, and the linked sign-ins in
// Settings. Injected where they are used, so screens that never show them do not carry them.
import type {
  LinkedSignInsResponse,
  LoginResponse,
  OidcConfirmLinkBody,
  OidcLinkTokenBody,
  OidcPendingLink,
  OidcProvidersResponse,
  AccountMailResponse,
  SessionUser,
  TwoFactorChallenge,
} from '@provana/contracts';
import { identityProviderPaths } from '@provana/contracts/paths/identity-providers';
import type { ProvanaApi } from '../create-provana-api';

export function injectIdentityProviderEndpoints(api: ProvanaApi) {
  const withEndpoints = api.injectEndpoints({
    endpoints: (build) => ({
      getOidcProviders: build.query<OidcProvidersResponse, void>({ query: () => identityProviderPaths.oidcProviders }),
      getPendingSignInLink: build.query<OidcPendingLink, string>({
        query: (token) => ({ url: identityProviderPaths.oidcPendingLink, params: { token } }),
      }),
      // The user, or with two-factor on the challenge for the second step (as after a password).
      confirmSignInLink: build.mutation<SessionUser | TwoFactorChallenge, OidcConfirmLinkBody>({
        query: (body) => ({ url: identityProviderPaths.oidcConfirmLink, method: 'POST', body }),
        transformResponse: (response: LoginResponse) => ('user' in response ? response.user : response),
      }),
      mailSignInLink: build.mutation<AccountMailResponse, OidcLinkTokenBody>({
        query: (body) => ({ url: identityProviderPaths.oidcLinkMail, method: 'POST', body }),
      }),
      confirmSignInLinkByMail: build.mutation<AccountMailResponse, OidcLinkTokenBody>({
        query: (body) => ({ url: identityProviderPaths.oidcConfirmLinkByMail, method: 'POST', body }),
      }),
      getLinkedSignIns: build.query<LinkedSignInsResponse, void>({ query: () => identityProviderPaths.linkedSignIns }),
      unlinkSignIn: build.mutation<null, number>({
        query: (id) => ({ url: identityProviderPaths.linkedSignIn(id), method: 'DELETE' }),
      }),
    }),
  });

  type Dispatch = (action: unknown) => unknown;
  return withEndpoints.enhanceEndpoints({
    endpoints: {
      // Signed in: the session query switches the screen, as after a password.
      confirmSignInLink: {
        onQueryStarted: async (_arg, { dispatch, queryFulfilled }) => {
          const outcome = await queryFulfilled.catch(() => null); // the page shows the failure
          if (outcome && 'id' in outcome.data) (dispatch as Dispatch)(withEndpoints.util.upsertQueryData('getMe', undefined, outcome.data));
        },
      },
      // The list is read again: which sign-in is the last way in depends on what remains.
      unlinkSignIn: {
        onQueryStarted: async (_arg, { dispatch, queryFulfilled }) => {
          if (await queryFulfilled.then(() => true).catch(() => false))
            (dispatch as Dispatch)(withEndpoints.endpoints.getLinkedSignIns.initiate(undefined, { forceRefetch: true, subscribe: false }));
        },
      },
    },
  });
}
