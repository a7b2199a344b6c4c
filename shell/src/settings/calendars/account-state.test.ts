import { describe, expect, it } from 'vitest';
import { accountStateText } from './account-row';

describe('a connected account’s state in words', () => {
  const synced = '2026-03-12T08:12:00.000Z';
  it('says when its events are from, why it could not be reached, and when it needs the password again', () => {
    expect(accountStateText({ status: 'ok', lastSyncedAt: synced, lastError: null }, 'Europe/Berlin')).toBe('Events as of 9:12 AM');
    expect(accountStateText({ status: 'ok', lastSyncedAt: null, lastError: null }, 'Europe/Berlin')).toBe('Events not synced yet');
    expect(accountStateText({ status: 'unreachable', lastSyncedAt: synced, lastError: 'The server could not be reached' }, 'Europe/Berlin')).toBe(
      'Could not be reached: The server could not be reached. Events shown as of 9:12 AM.',
    );
    expect(accountStateText({ status: 'needs_password', lastSyncedAt: synced, lastError: 'x' }, 'Europe/Berlin')).toBe('Needs your password again');
  });
});
