// Personal access tokens: the account's list, creating one (its secret comes back once, in the
// answer) and revoking one. Injected when Settings' API tokens section loads, so the first screen
// does not carry them. A create or a revoke updates the cached list in place.
import type { ApiToken, ApiTokensResponse, CreateApiTokenBody, CreatedApiToken } from '@provana/contracts/api-tokens';
import { apiTokenPaths } from '@provana/contracts/paths/api-tokens';
import type { ProvanaApi } from '../create-provana-api';
import { requestBody } from '../request-body';

export function injectApiTokenEndpoints(api: ProvanaApi) {
  const withEndpoints = api.injectEndpoints({
    endpoints: (build) => ({
      getApiTokens: build.query<ApiToken[], void>({
        query: () => apiTokenPaths.apiTokens,
        transformResponse: (response: ApiTokensResponse) => response.tokens,
      }),
      createApiToken: build.mutation<CreatedApiToken, CreateApiTokenBody>({
        query: (body) => ({
          url: apiTokenPaths.apiTokens,
          method: 'POST',
          body: requestBody<CreateApiTokenBody>({ name: body.name, expiresInDays: body.expiresInDays, scopes: body.scopes }),
        }),
        async onQueryStarted(_body, { dispatch, queryFulfilled }) {
          const outcome = await queryFulfilled.catch(() => null); // the form shows the failure
          if (outcome) dispatch(withEndpoints.util.updateQueryData('getApiTokens', undefined, (list) => [outcome.data.apiToken, ...list]));
        },
      }),
      revokeApiToken: build.mutation<void, number>({
        query: (id) => ({ url: apiTokenPaths.apiToken(id), method: 'DELETE' }),
        async onQueryStarted(id, { dispatch, queryFulfilled }) {
          const outcome = await queryFulfilled.then(() => true).catch(() => false);
          if (outcome) dispatch(withEndpoints.util.updateQueryData('getApiTokens', undefined, (list) => list.filter((token) => token.id !== id)));
        },
      }),
    }),
  });
  return withEndpoints;
}
