// '@provana/api-client/private-items': marking an item private, injected into the one API slice when
// a remote that shows private items loads. The slice is imported by package name: in a federated
// build that is the shared singleton.
import { api } from '@provana/api-client';
import { privateItemEndpoints } from './private-item-endpoints';

export type { PrivateItem, SetItemPrivateArg } from './private-item-endpoints';

const privateItemsApi = api.injectEndpoints({ endpoints: (build) => privateItemEndpoints(build) });

export const { useSetItemPrivateMutation } = privateItemsApi;
