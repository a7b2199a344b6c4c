// Goals as the report shows them: progress (real value, else by status, else the fallback) and urgency.
import { goalProgressForStatus } from '@provana/contracts';
import { GOAL_URGENCY_DAYS, PRINT_FALLBACKS } from './limits';
import { daysUntil } from './calendar-days';

export type GoalUrgency = 'high' | 'medium' | 'low';

/** The spec's mapping: Complete 100, In Progress 65, Not Started 0, any other status 30. */
export const progressForStatus = goalProgressForStatus;

export interface GoalInput {
  goal?: string | null;
  status?: string | null;
  progress?: number | null;
  deadline?: string | null;
}

export interface ReportGoal {
  title: string;
  status: string;
  progress: number;
  /** True when neither a progress value nor a status came with the goal (the spec's 75). */
  progressIsFallback: boolean;
  deadline: string | null;
  urgency: GoalUrgency | null;
}

/** A real progress value wins (0 included); then the status; the fallback 75 only when both are missing. */
export function goalProgress(goal: GoalInput): { value: number; isFallback: boolean } {
  if (typeof goal.progress === 'number' && Number.isFinite(goal.progress)) {
    return { value: Math.min(100, Math.max(0, Math.round(goal.progress))), isFallback: false };
  }
  if (goal.status) return { value: progressForStatus(goal.status), isFallback: false };
  return { value: PRINT_FALLBACKS.progress, isFallback: true };
}

/** Within 3 days (or past) high, within 14 days medium, otherwise low; null for no or an unreadable date. */
export function goalUrgency(targetDate: string | null | undefined, today: Date): GoalUrgency | null {
  const days = daysUntil(targetDate, today);
  if (days === null) return null;
  if (days <= GOAL_URGENCY_DAYS.high) return 'high';
  if (days <= GOAL_URGENCY_DAYS.medium) return 'medium';
  return 'low';
}

export function toReportGoal(goal: GoalInput, today: Date): ReportGoal {
  const progress = goalProgress(goal);
  return {
    title: goal.goal?.trim() || 'Untitled goal',
    status: goal.status?.trim() || 'Unknown',
    progress: progress.value,
    progressIsFallback: progress.isFallback,
    deadline: goal.deadline ?? null,
    urgency: goalUrgency(goal.deadline, today),
  };
}
