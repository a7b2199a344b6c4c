// The event form's Private box: the flag on a new event only when ticked, on an edit only when changed.
import { describe, expect, it } from 'vitest';
import type { CalendarEvent } from '@provana/contracts';
import { createBody, eventValues, newEventValues, updateBody } from './event-form-model';

const stored: CalendarEvent = {
  id: 7,
  title: 'Therapy',
  startTime: '2026-03-30T18:00:00',
  endTime: '2026-03-30T19:00:00',
  type: 'other',
  priority: 'low',
  description: '',
  relatedGoals: [],
  private: true,
};

describe('the private flag in the event form', () => {
  it('sends private on a new event only when the box is ticked', () => {
    const base = { ...newEventValues('2026-03-30'), title: 'Therapy' };
    expect(createBody(base)).not.toHaveProperty('private');
    expect(createBody({ ...base, private: true })).toMatchObject({ private: true });
  });

  it('fills the box from the stored event and sends the flag on an edit only when it changed', () => {
    const values = eventValues(stored);
    expect(values).toMatchObject({ private: true, wasPrivate: true });
    expect(updateBody(values, null, false)).not.toHaveProperty('private');
    expect(updateBody({ ...values, private: false }, null, false)).toMatchObject({ private: false });
  });
});
