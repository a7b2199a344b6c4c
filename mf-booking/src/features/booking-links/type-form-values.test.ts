import { describe, expect, it } from 'vitest';
import { BookingTypeBodySchema } from '@provana/contracts/booking';
import { NEW_TYPE, fieldOfType, typeBody, valuesOf } from './type-form-values';

describe('the booking type form', () => {
  it('makes a body the contract takes, and reads it back', () => {
    const body = typeBody({ ...NEW_TYPE, name: 'Intro', durations: '30, 60', question: 'Topic?', questionRequired: true, manager: '7', dailyCap: '3' });
    const parsed = BookingTypeBodySchema.parse(body);
    expect(parsed).toMatchObject({
      durations: [30, 60],
      minNoticeMinutes: 240,
      dailyCap: 3,
      managerUserId: 7,
      questions: [{ label: 'Topic?', required: true }],
    });
    expect(Object.keys(parsed.weeklyHours).sort()).toEqual(['1', '2', '3', '4', '5']);
    expect(valuesOf({ ...parsed, id: 1 })).toMatchObject({ name: 'Intro', durations: '30, 60', dailyCap: '3', manager: '7', days: ['1', '2', '3', '4', '5'] });
  });

  it('lets the schema refuse what is not a number, at its field', () => {
    const result = BookingTypeBodySchema.safeParse(typeBody({ ...NEW_TYPE, name: 'x', horizonDays: 'soon' }));
    expect(result.success).toBe(false);
    expect(fieldOfType(String(result.error?.issues[0]?.path.join('.')))).toBe('horizonDays');
  });
});
