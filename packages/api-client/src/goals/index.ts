// '@provana/api-client/goals': creating, editing and deleting goals and the print report's goals
// source, injected into the one API slice when a remote that uses them loads. The goals list is on the
// first screen (the greeting): it is in the base slice (goal-endpoints.ts). The slice is imported by
// package name: in a federated build that is the shared singleton.
import { api } from '@provana/api-client';
import { goalEditEndpoints } from './goal-edits';
import { goalPrintSourceEndpoint } from './print-source-endpoint';

export type { UpdateGoalArgs } from './goal-edits';

const goalsApi = api.injectEndpoints({
  endpoints: (build) => ({ ...goalEditEndpoints(build), ...goalPrintSourceEndpoint(build) }),
});

export const { useCreateGoalMutation, useUpdateGoalMutation, useDeleteGoalMutation, useGetPrintSourceGoalsQuery } = goalsApi;
