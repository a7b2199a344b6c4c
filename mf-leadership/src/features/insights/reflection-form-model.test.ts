import { describe, expect, it } from 'vitest';
import { reflectionBody, reflectionValues, validateReflection } from './reflection-form-model';

describe('reflection form', () => {
  it('accepts whole numbers 0-99 and a self-insight', () => {
    const values = { ...reflectionValues(undefined), strategicDecisionsMade: '4', selfInsight: ' Good week ' };
    expect(validateReflection(values)).toEqual({});
    expect(reflectionBody(values)).toEqual({
      strategicDecisionsMade: 4,
      delayedDecisions: 0,
      delegatedTasks: 0,
      missedPersonalEvent: false,
      selfInsight: 'Good week',
    });
  });

  it('names each problem', () => {
    const values = { ...reflectionValues(undefined), strategicDecisionsMade: '-1', delayedDecisions: '1.5', delegatedTasks: '100', selfInsight: '  ' };
    expect(validateReflection(values)).toEqual({
      strategicDecisionsMade: 'Strategic decisions made cannot be negative',
      delayedDecisions: 'Delayed decisions must be a whole number',
      delegatedTasks: 'Delegated tasks must be at most 99',
      selfInsight: 'Self-insight is required',
    });
  });

  it('says a count that is no number is one', () => {
    const values = { ...reflectionValues(undefined), strategicDecisionsMade: 'four', delayedDecisions: '', selfInsight: 'x' };
    expect(validateReflection(values)).toEqual({
      strategicDecisionsMade: 'Strategic decisions made must be a number',
      delayedDecisions: 'Delayed decisions must be a number',
    });
  });

  it('starts from the existing reflection', () => {
    const existing = {
      id: 1,
      weekStart: '2025-03-10',
      strategicDecisionsMade: 2,
      delayedDecisions: 1,
      delegatedTasks: 3,
      missedPersonalEvent: true,
      selfInsight: 'x',
    };
    expect(reflectionValues(existing)).toEqual({
      strategicDecisionsMade: '2',
      delayedDecisions: '1',
      delegatedTasks: '3',
      missedPersonalEvent: true,
      selfInsight: 'x',
    });
  });
});
