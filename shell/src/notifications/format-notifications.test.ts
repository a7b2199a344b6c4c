import { describe, expect, it } from 'vitest';
import { wallNowIn } from '@provana/dates';
import { badgeText, bellLabel } from './bell-label';
import { relativeTime, toNotificationViews } from './format-notifications';

// 10:00 on 10 March on the executive's wall clock (UTC here); stored times are wall clocks too.
const now = wallNowIn('UTC', new Date('2025-03-10T10:00:00'));

describe('notification badge', () => {
  it('hides at zero, shows the count, and caps at 9+', () => {
    expect(badgeText(0)).toBeNull();
    expect(badgeText(3)).toBe('3');
    expect(badgeText(12)).toBe('9+');
  });

  it('names the count for screen readers', () => {
    expect(bellLabel(3)).toBe('Notifications, 3 new');
    expect(bellLabel(0)).toBe('Notifications, none new');
  });
});

describe('notification times', () => {
  it('says how far in the past or future an item is', () => {
    expect(relativeTime('2025-03-10T10:00:20', now)).toBe('just now');
    expect(relativeTime('2025-03-10T10:25:00', now)).toBe('in 25 min');
    expect(relativeTime('2025-03-10T07:00:00', now)).toBe('3 h ago');
    expect(relativeTime('2025-03-11T10:00:00', now)).toBe('in 1 day');
    expect(relativeTime('2025-03-07T10:00:00', now)).toBe('3 days ago');
    // 1.6 days rounds to 2: plural.
    expect(relativeTime('2025-03-08T19:00:00', now)).toBe('2 days ago');
    expect(relativeTime('garbage', now)).toBe('');
  });

  it("reads stored times on the executive's wall clock, not the browser's", () => {
    // 10:00 UTC is 19:00 in Tokyo: a Tokyo meeting at 20:00 is an hour away.
    const tokyo = wallNowIn('Asia/Tokyo', new Date('2025-03-10T10:00:00Z'));
    expect(relativeTime('2025-03-10T20:00:00', tokyo)).toBe('in 1 h');
    expect(relativeTime('2025-03-10T18:30:00', tokyo)).toBe('30 min ago');
  });

  it('labels each kind and keeps the server order', () => {
    const views = toNotificationViews(
      [
        { id: 'm1', kind: 'upcoming_meeting', title: 'Board sync', detail: 'Room 4', at: '2025-03-10T11:00:00' },
        { id: 'p2', kind: 'overdue_priority', title: 'Q2 budget', detail: 'Due yesterday', at: '2025-03-09T10:00:00' },
      ],
      now,
    );
    expect(views.map((v) => [v.id, v.kindLabel, v.when])).toEqual([
      ['m1', 'Upcoming meeting', 'in 1 h'],
      ['p2', 'Overdue priority', '1 day ago'],
    ]);
  });
});
