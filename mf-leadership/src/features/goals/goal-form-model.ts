// The goal form's values, its checks before sending (the API's own schema: the API has the last
// word), and the body it sends.
import {
  type CreateGoalBody,
  CreateGoalBodySchema,
  type Goal,
  type GoalKind,
  type LeadershipModelId,
  type UpdateGoalBody,
  fieldErrors,
} from '@provana/contracts';

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
    ? {
        kind: goal.kind,
        title: goal.title,
        status: goal.status,
        target_date: goal.target_date,
        model_alignment: goal.model_alignment,
        linked_to: goal.linked_to ?? '',
      }
    : { kind: 'quarterly', title: '', status: 'Not Started', target_date: defaultDate, model_alignment: 'servant', linked_to: '' };
}

/** The body checked with the API's own schema; only the date picker's message is the form's. */
export function validateGoal(values: GoalFormValues): GoalFormErrors {
  const errors = fieldErrors<keyof GoalFormValues>(CreateGoalBodySchema, createBody(values));
  if (errors.target_date) errors.target_date = 'Choose a target date';
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
