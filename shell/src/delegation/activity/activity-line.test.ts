// An activity line: the sentence and the time in the workspace's zone, with the day when not today.
import { describe, expect, it } from 'vitest';
import { activityLine, activityTime } from './activity-line';

const entry = {
  id: 1,
  actorUserId: 3,
  actorName: 'Sam Lee',
  kind: 'priorities' as const,
  itemType: 'priority',
  itemId: '4',
  description: "Sam Lee completed the priority 'Board deck'",
  at: '2026-03-04T15:42:00Z',
};

describe('activity lines', () => {
  it("ends with the time in the workspace's zone", () => {
    expect(activityLine(entry, 'America/New_York', '2026-03-04')).toBe("Sam Lee completed the priority 'Board deck' · 10:42");
  });

  it('names the access token a change was made with', () => {
    expect(activityLine({ ...entry, viaToken: 'Claude' }, 'UTC', '2026-03-04')).toBe("Sam Lee completed the priority 'Board deck' via Claude · 15:42");
  });

  it('adds the day for an earlier day, and the year for an earlier year', () => {
    expect(activityTime('2026-03-02T15:42:00Z', 'America/New_York', '2026-03-04')).toBe('Mar 2, 10:42');
    expect(activityTime('2025-12-31T15:42:00Z', 'UTC', '2026-03-04')).toBe('Dec 31, 2025, 15:42');
  });
});
