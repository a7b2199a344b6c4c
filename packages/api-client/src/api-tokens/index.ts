// '@provana/api-client/api-tokens': the account's personal access tokens, injected into the one API
// slice when Settings' API tokens section loads. The slice is imported by package name: in a
// federated build that is the shared singleton.
import { api } from '@provana/api-client';
import { injectApiTokenEndpoints } from './api-token-endpoints';

export const { useGetApiTokensQuery, useCreateApiTokenMutation, useRevokeApiTokenMutation } = injectApiTokenEndpoints(api);
