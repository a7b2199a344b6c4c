// The app's one API slice (same origin: apiPaths start with /api) and its typed hooks.
import { createProvanaApi } from './create-provana-api';

export const api = createProvanaApi();

export const {
  useGetMeQuery,
  useLoginMutation,
  useSignupMutation,
  useLogoutMutation,
  useGetDailyBriefQuery,
  useGetNotificationsQuery,
  useCompletePriorityMutation,
  useCreatePriorityMutation,
  useGetMemoryNotesQuery,
  useGetPersonalEventsQuery,
  useGetReflectionsQuery,
  useGetGoalsQuery,
  useGetTeamQuery,
} = api;
