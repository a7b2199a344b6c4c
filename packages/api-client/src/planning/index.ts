// '@provana/api-client/planning': the endpoints only the planning remote uses (the decisions
// register), injected into the one API slice when that remote loads, so the dashboard's first load
// does not carry them. The slice is imported by package name: in a federated build that is the shared singleton.
import { api } from '@provana/api-client';
import { decisionEndpoints } from './decision-endpoints';

export const planningApi = api.injectEndpoints({ endpoints: (build) => decisionEndpoints(build) });

export const { useGetDecidedDecisionsQuery, useCreateDecisionMutation, useDecideDecisionMutation, useDeferDecisionMutation } = planningApi;
