// This week's reflection form: its values (text, as typed), the checks the API makes too, the body.
import type { Reflection, UpsertReflectionBody } from '@provana/contracts';

export interface ReflectionFormValues {
  strategicDecisionsMade: string;
  delayedDecisions: string;
  delegatedTasks: string;
  missedPersonalEvent: boolean;
  selfInsight: string;
}

export type ReflectionFormErrors = Partial<Record<keyof ReflectionFormValues, string>>;

export const COUNT_FIELDS = [
  { key: 'strategicDecisionsMade', label: 'Strategic decisions made' },
  { key: 'delayedDecisions', label: 'Delayed decisions' },
  { key: 'delegatedTasks', label: 'Delegated tasks' },
] as const;

export function reflectionValues(existing: Reflection | undefined): ReflectionFormValues {
  return existing
    ? {
        strategicDecisionsMade: String(existing.strategicDecisionsMade),
        delayedDecisions: String(existing.delayedDecisions),
        delegatedTasks: String(existing.delegatedTasks),
        missedPersonalEvent: existing.missedPersonalEvent,
        selfInsight: existing.selfInsight,
      }
    : { strategicDecisionsMade: '0', delayedDecisions: '0', delegatedTasks: '0', missedPersonalEvent: false, selfInsight: '' };
}

export function validateReflection(values: ReflectionFormValues): ReflectionFormErrors {
  const errors: ReflectionFormErrors = {};
  for (const { key, label } of COUNT_FIELDS) {
    const text = values[key].trim();
    if (!/^\d+$/.test(text)) errors[key] = `${label} must be a whole number, 0 or more`;
    else if (Number(text) > 99) errors[key] = `${label} must be at most 99`;
  }
  const insight = values.selfInsight.trim();
  if (!insight) errors.selfInsight = 'Self-insight is required';
  else if (insight.length > 1000) errors.selfInsight = 'Self-insight must be at most 1000 characters';
  return errors;
}

export function reflectionBody(values: ReflectionFormValues): UpsertReflectionBody {
  return {
    strategicDecisionsMade: Number(values.strategicDecisionsMade),
    delayedDecisions: Number(values.delayedDecisions),
    delegatedTasks: Number(values.delegatedTasks),
    missedPersonalEvent: values.missedPersonalEvent,
    selfInsight: values.selfInsight.trim(),
  };
}
