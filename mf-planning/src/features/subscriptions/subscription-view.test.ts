import type { SubscribedOccurrence } from '@provana/contracts';
import { describe, expect, it } from 'vitest';
import { byStart, colourToken, eventCountText, importedText, occurrenceItem, occurrenceItems, syncedText } from './subscription-view';

const occurrence = (over: Partial<SubscribedOccurrence>): SubscribedOccurrence => ({
  id: 'sub-3-9-1741770000000',
  title: 'Board offsite',
  location: '',
  attendees: [],
  allDay: false,
  startTime: '2025-03-12T10:00:00',
  endTime: '2025-03-12T11:00:00',
  start: '2025-03-12T09:00:00.000Z',
  end: '2025-03-12T10:00:00.000Z',
  source: { subscriptionId: 3, name: 'Board', colour: 'purple' },
  readOnly: true,
  ...over,
});

describe('subscription view', () => {
  it('shows the last sync in the executive zone, not the browser zone', () => {
    expect(syncedText({ lastSyncedAt: '2025-03-12T09:00:00.000Z' }, 'Europe/Berlin')).toBe('Last synced Mar 12, 2025, 10:00 AM');
    expect(syncedText({ lastSyncedAt: '2025-03-12T09:00:00.000Z' }, 'America/New_York')).toBe('Last synced Mar 12, 2025, 5:00 AM');
    expect(syncedText({ lastSyncedAt: null }, 'UTC')).toBe('Not synced yet');
  });

  it('maps palette names and hex colours to a swatch, anything else to grey', () => {
    expect(colourToken('purple')).toBe('purple.500');
    expect(colourToken('#12ab34')).toBe('#12ab34');
    expect(colourToken('url(x)')).toBe('gray.500');
  });

  it('counts events in words', () => {
    expect(eventCountText(1)).toBe('1 event');
    expect(eventCountText(0)).toBe('0 events');
  });

  it('turns an occurrence into a read-only day item on its local day, marked with its calendar', () => {
    const item = occurrenceItem(occurrence({ startTime: '2025-03-12T23:30:00' }));
    expect(item).toMatchObject({ date: '2025-03-12', time: '2025-03-12T23:30:00', kind: 'event', source: { name: 'Board', colour: 'purple' } });
    // Not an 'event-<id>' item: the day list offers no delete for it.
    expect(item.id.startsWith('event-')).toBe(false);
    expect(occurrenceItem(occurrence({ allDay: true, startTime: '2025-03-12', endTime: '2025-03-13' })).time).toBeNull();
  });

  it('shows a multi-day all-day occurrence on every day it covers, anything else on its first day', () => {
    const offsite = occurrenceItems(occurrence({ id: 'o', allDay: true, startTime: '2025-03-30', endTime: '2025-04-02' }));
    expect(offsite.map((i) => [i.id, i.date, i.time])).toEqual([
      ['o', '2025-03-30', null],
      ['o@2025-03-31', '2025-03-31', null],
      ['o@2025-04-01', '2025-04-01', null],
    ]);
    expect(occurrenceItems(occurrence({ allDay: true, startTime: '2025-03-12', endTime: '2025-03-13' }))).toHaveLength(1);
    expect(occurrenceItems(occurrence({ startTime: '2025-03-12T23:00:00', endTime: '2025-03-13T01:00:00' }))).toHaveLength(1);
  });

  it('orders all-day items first, then by time', () => {
    const a = occurrenceItem(occurrence({ id: 'a', startTime: '2025-03-12T14:00:00' }));
    const b = occurrenceItem(occurrence({ id: 'b', allDay: true, startTime: '2025-03-12' }));
    const c = occurrenceItem(occurrence({ id: 'c', startTime: '2025-03-12T09:00:00' }));
    expect([a, b, c].sort(byStart).map((i) => i.id)).toEqual(['b', 'c', 'a']);
  });

  it('says how many events an import added, and when the file was cut short', () => {
    expect(importedText({ created: 1, fromRecurring: 0, truncated: false, warning: '2 events could not be read (2 without a readable start).' })).toBe(
      '1 event added to your calendar. 2 events could not be read (2 without a readable start).',
    );
    expect(importedText({ created: 1, fromRecurring: 0, truncated: false })).toBe('1 event added to your calendar.');
    expect(importedText({ created: 14, fromRecurring: 12, truncated: true })).toBe(
      '14 events added to your calendar (12 from repeating events). The file had more than one import takes: the earliest were kept.',
    );
  });
});
