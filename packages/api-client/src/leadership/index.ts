// '@provana/api-client/leadership': the endpoints only the leadership remote uses (the model and
// profile, goal and reflection edits, the assessment, lesson progress, Add to Tasks), injected into the one API slice
// when that remote loads (RTK Query injectEndpoints), so the dashboard's first load does not carry
// them. The slice is imported by package name: in a federated build that is the shared singleton.
import { api } from '@provana/api-client';
import { assessmentEndpoints } from './assessment-endpoints';
import { goalEditEndpoints } from './goal-edits';
import { leadershipProfileEndpoints } from './profile-endpoints';

export type { UpdateGoalArgs } from './goal-edits';

export const leadershipApi = api.injectEndpoints({
  endpoints: (build) => ({ ...leadershipProfileEndpoints(build), ...goalEditEndpoints(build), ...assessmentEndpoints(build) }),
});

export const {
  useGetLeadershipQuery,
  useUpdateLeadershipProfileMutation,
  useCreateGoalMutation,
  useUpdateGoalMutation,
  useDeleteGoalMutation,
  useSaveReflectionMutation,
  useGetAssessmentQuestionsQuery,
  useGetAssessmentsQuery,
  useSubmitAssessmentMutation,
  useSetLessonDoneMutation,
  useAddActionItemTaskMutation,
} = leadershipApi;
