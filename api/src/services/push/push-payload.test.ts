// What a lock screen shows for each kind of reminder, with details off and on, and where a click goes.
import { describe, expect, it } from 'vitest';
import type { DueReminder } from '@provana/contracts';
import { reminderPayload } from './push-payload';

const oneOnOne: DueReminder = {
  key: 'one-on-one-3-2025-03-13T10:00:00',
  kind: 'one_on_one',
  title: '1:1 with Sarah Chen',
  detail: 'Tomorrow at 10:00',
  remindAt: '2025-03-12T10:00:00',
  startsAt: '2025-03-13T10:00:00',
};
const lifeEvent: DueReminder = {
  key: 'life-4-2025-03-13',
  kind: 'life_event',
  title: "Maya's recital",
  detail: 'Tomorrow · Lincoln Hall',
  remindAt: '2025-03-12T09:00:00',
  startsAt: '2025-03-13',
};
const seriesOccurrence: DueReminder = {
  key: 'event-9-2025-03-19T08:45:00',
  kind: 'event',
  title: 'Staff meeting',
  detail: 'In 15 minutes · 09:00',
  remindAt: '2025-03-19T08:45:00',
  startsAt: '2025-03-19T09:00:00',
};

describe('reminder payloads', () => {
  it('names no person, place or title while details are off', () => {
    expect(reminderPayload(oneOnOne, false)).toEqual({
      title: 'Provana reminder',
      body: '1:1 · Tomorrow at 10:00',
      url: '/dashboard/team?reportId=3',
      tag: oneOnOne.key,
    });
    expect(reminderPayload(lifeEvent, false)).toEqual({
      title: 'Provana reminder',
      body: 'Personal event · Tomorrow',
      url: '/dashboard/life-events?lifeEvent=4',
      tag: lifeEvent.key,
    });
    for (const reminder of [oneOnOne, lifeEvent, seriesOccurrence]) {
      const text = JSON.stringify(reminderPayload(reminder, false));
      for (const secret of ['Sarah', 'Maya', 'Lincoln', 'Staff']) expect(text).not.toContain(secret);
    }
  });

  it("shows the reminder's own title and detail with details on", () => {
    expect(reminderPayload(lifeEvent, true)).toMatchObject({ title: "Maya's recital", body: 'Tomorrow · Lincoln Hall' });
    expect(reminderPayload(oneOnOne, true)).toMatchObject({ title: '1:1 with Sarah Chen', body: 'Tomorrow at 10:00' });
  });

  it("opens a series' occurrence on its own day", () => {
    expect(reminderPayload(seriesOccurrence, false)).toMatchObject({
      url: '/dashboard/calendar?event=9&date=2025-03-19',
      body: 'Event · In 15 minutes · 09:00',
    });
  });
});
