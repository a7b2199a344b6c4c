// Goals as the report shows them: progress (real value, else by status, else the fallback) and urgency.
import { type GoalUrgency, goalProgressForStatus, goalUrgency as urgencyRule } from '@provana/contracts';
import { PRINT_FALLBACKS } from './limits';
import { toIsoDate } from '@provana/dates';

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

/** The one rule in contracts (within 3 days or past high, within 14 medium, else low), on `today`'s own
 * calendar date (pass nowIn(zone): the executive's day); null for no or an unreadable date. */
export function goalUrgency(targetDate: string | null | undefined, today: Date): GoalUrgency | null {
  const date = targetDate ? /^\d{4}-\d{2}-\d{2}/.exec(targetDate)?.[0] : undefined;
  return date ? urgencyRule(date, toIsoDate(today)) : null;
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
