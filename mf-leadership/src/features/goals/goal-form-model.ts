// The goal form's values, its checks before sending (the API checks the same and has the last word),
// and the body it sends.
import { type CreateGoalBody, type Goal, type GoalKind, type LeadershipModelId, type UpdateGoalBody, isRealIsoDate } from '@provana/contracts';

export interface GoalFormValues {
  kind: GoalKind;
  title: string;
  status: string;
  target_date: string;
  model_alignment: LeadershipModelId;
  linked_to: string;
}

export type GoalFormErrors = Partial<Record<keyof GoalFormValues, string>>;

export const KIND_LABELS: Record<GoalKind, string> = { mission: 'Mission goal', quarterly: 'Quarterly goal', micro_win: 'Micro win' };

export function initialValues(goal: Goal | undefined, defaultDate: string): GoalFormValues {
  return goal
    ? { kind: goal.kind, title: goal.title, status: goal.status, target_date: goal.target_date, model_alignment: goal.model_alignment, linked_to: goal.linked_to ?? '' }
    : { kind: 'quarterly', title: '', status: 'Not Started', target_date: defaultDate, model_alignment: 'servant', linked_to: '' };
}

export function validateGoal(values: GoalFormValues): GoalFormErrors {
  const errors: GoalFormErrors = {};
  const title = values.title.trim();
  if (!title) errors.title = 'Title is required';
  else if (title.length > 200) errors.title = 'Title must be at most 200 characters';
  if (!isRealIsoDate(values.target_date)) errors.target_date = 'Choose a target date';
  if (values.linked_to.trim().length > 200) errors.linked_to = 'Link must be at most 200 characters';
  return errors;
}

export function createBody(values: GoalFormValues): CreateGoalBody {
  return { kind: values.kind, ...editBody(values) };
}

export function editBody(values: GoalFormValues): Required<Pick<UpdateGoalBody, 'title' | 'status' | 'target_date' | 'model_alignment' | 'linked_to'>> {
  return {
    title: values.title.trim(),
    status: values.status as 'Complete' | 'In Progress' | 'Not Started',
    target_date: values.target_date,
    model_alignment: values.model_alignment,
    linked_to: values.linked_to.trim() || null,
  };
}
