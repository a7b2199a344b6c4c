// This week's reflection form: its values (text, as typed), the API's own checks, the body.
import { type Reflection, type UpsertReflectionBody, UpsertReflectionBodySchema, fieldErrors } from '@provana/contracts';

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

/** The body checked with the API's own schema (its words: "… must be at most 99"). */
export function validateReflection(values: ReflectionFormValues): ReflectionFormErrors {
  return fieldErrors<keyof ReflectionFormValues>(UpsertReflectionBodySchema, reflectionBody(values));
}

/** Typed text as a number (negative or decimal too, so the schema names the problem); anything else, an empty field included, is NaN. */
const count = (text: string): number => (/^\s*-?\d+(\.\d+)?\s*$/.test(text) ? Number(text) : NaN);

export function reflectionBody(values: ReflectionFormValues): UpsertReflectionBody {
  return {
    strategicDecisionsMade: count(values.strategicDecisionsMade),
    delayedDecisions: count(values.delayedDecisions),
    delegatedTasks: count(values.delegatedTasks),
    missedPersonalEvent: values.missedPersonalEvent,
    selfInsight: values.selfInsight.trim(),
  };
}
