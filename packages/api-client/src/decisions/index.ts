// '@provana/api-client/decisions': the decisions register (pending and decided, create, decide,
// defer), injected into the one API slice when a remote that uses it loads. The slice is imported by
// package name: in a federated build that is the shared singleton.
import { api } from '@provana/api-client';
import { decisionEndpoints } from './decision-endpoints';

const decisionsApi = api.injectEndpoints({ endpoints: (build) => decisionEndpoints(build) });

export const { useGetDecisionsQuery, useGetDecidedDecisionsQuery, useCreateDecisionMutation, useDecideDecisionMutation, useDeferDecisionMutation } =
  decisionsApi;
