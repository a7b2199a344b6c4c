// The event form's values become the API's bodies; the API's schemas judge them, their messages at
// the form's fields.
import type { CalendarEvent } from '@provana/contracts';
import { describe, expect, it } from 'vitest';
import { createBody, eventValues, fieldOf, newEventValues, repeatSummary, updateBody, validateCreate, validateUpdate, weekdayCodeOf } from './event-form-model';

const base = { ...newEventValues('2026-03-23'), title: 'Stand-up' };

describe('event form model', () => {
  it('starts a new event on the day asked for, weekly on its weekday', () => {
    expect(weekdayCodeOf('2026-03-23')).toBe('MO');
    expect(weekdayCodeOf('2026-03-29')).toBe('SU');
    expect(newEventValues('2026-03-25')).toMatchObject({ date: '2026-03-25', start: '09:00', end: '10:00', repeat: 'none', weekdays: ['WE'], reminder: null });
  });

  it('builds a one-off event and a weekly series with an end', () => {
    expect(createBody(base)).toEqual({
      title: 'Stand-up',
      startTime: '2026-03-23T09:00:00',
      endTime: '2026-03-23T10:00:00',
      type: 'meeting',
      priority: 'medium',
      repeat: null,
      reminderMinutes: null,
    });
    const weekly = {
      ...base,
      repeat: 'weekly' as const,
      weekdays: ['FR' as const, 'MO' as const],
      ends: 'count' as const,
      count: ' 6 ',
      reminder: 15 as const,
    };
    expect(createBody(weekly)).toMatchObject({ repeat: { frequency: 'weekly', weekdays: ['MO', 'FR'], count: 6 }, reminderMinutes: 15 });
    expect(createBody({ ...base, repeat: 'weekdays', ends: 'until', until: '2026-04-30' }).repeat).toEqual({ frequency: 'weekdays', until: '2026-04-30' });
  });

  it('says what is wrong at the field that holds it', () => {
    expect(validateCreate({ ...base, title: '  ' })).toEqual({ title: 'is required' });
    expect(validateCreate({ ...base, end: '08:30' })).toEqual({ endTime: 'must be after startTime' });
    expect(validateCreate({ ...base, date: '' })).toEqual({ date: 'is required' });
    expect(validateCreate({ ...base, repeat: 'weekly', weekdays: [] })).toEqual({ 'repeat.weekdays': 'choose at least one day' });
    expect(validateCreate({ ...base, repeat: 'daily', ends: 'count', count: 'ten' })).toEqual({ count: 'must be a whole number from 1 to 366' });
    expect(validateCreate({ ...base, repeat: 'daily', ends: 'until', until: '2026-03-01' })).toEqual({ 'repeat.until': 'must not be before the start date' });
    expect(validateCreate({ ...base, repeat: 'daily', ends: 'until', until: '' })).toEqual({ until: 'is required' });
    // Every field at once: the form's own checks and the schema's.
    expect(validateCreate({ ...base, title: '', repeat: 'daily', ends: 'until', until: '' })).toEqual({ title: 'is required', until: 'is required' });
    expect(fieldOf('repeat.weekdays')).toBe('weekdays');
    expect(fieldOf('endTime')).toBe('end');
    expect(fieldOf('repeat.until')).toBe('until');
    expect(validateCreate({ ...base, repeat: 'monthly' })).toEqual({});
  });

  it('edits one occurrence with its title and times only, or the whole series with its repeat and reminder', () => {
    const event: CalendarEvent = {
      id: 4,
      title: 'Stand-up',
      startTime: '2026-03-30T09:00:00',
      endTime: '2026-03-30T09:15:00',
      type: 'meeting',
      priority: 'high',
      description: '',
      relatedGoals: [],
      repeat: { frequency: 'weekly', weekdays: ['MO', 'WE'], count: 8 },
      occurrenceStart: '2026-03-30T09:00:00',
      reminderMinutes: 10,
    };
    const values = eventValues(event);
    expect(values).toMatchObject({
      date: '2026-03-30',
      start: '09:00',
      end: '09:15',
      repeat: 'weekly',
      weekdays: ['MO', 'WE'],
      ends: 'count',
      count: '8',
      reminder: 10,
      scope: 'this',
    });
    const moved = { ...values, start: '10:00', end: '10:15' };
    expect(updateBody(moved, '2026-03-30T09:00:00', false)).toEqual({
      title: 'Stand-up',
      startTime: '2026-03-30T10:00:00',
      endTime: '2026-03-30T10:15:00',
      scope: 'this',
      occurrenceStart: '2026-03-30T09:00:00',
    });
    expect(updateBody({ ...moved, scope: 'all' }, '2026-03-30T09:00:00', true)).toEqual({
      title: 'Stand-up',
      startTime: '2026-03-30T10:00:00',
      endTime: '2026-03-30T10:15:00',
      scope: 'all',
      occurrenceStart: '2026-03-30T09:00:00',
      repeat: { frequency: 'weekly', weekdays: ['MO', 'WE'], count: 8 },
      reminderMinutes: 10,
      confirmOverlap: true,
    });
    // A one-off event: no scope, and it may start repeating.
    expect(updateBody({ ...values, repeat: 'daily', ends: 'never' }, null, false)).toEqual({
      title: 'Stand-up',
      startTime: '2026-03-30T09:00:00',
      endTime: '2026-03-30T09:15:00',
      repeat: { frequency: 'daily' },
      reminderMinutes: 10,
    });
    expect(repeatSummary(values)).toBe('Repeats weekly on Monday and Wednesday, 8 times');
    expect(repeatSummary({ ...values, repeat: 'daily', ends: 'until', until: '2026-05-01' })).toBe('Repeats daily until 2026-05-01');
    expect(validateUpdate({ ...moved, end: '09:00' }, '2026-03-30T09:00:00')).toEqual({ endTime: 'must be after startTime' });
  });
});
