import { describe, expect, it } from 'vitest';
import { meetingOverlapOf } from './meeting-overlap';

const refusal = (message: string) => ({ status: 409, data: JSON.stringify({ error: { code: 'meeting_overlap', message, field: 'startTime' } }) });

describe('a move refused for a meeting', () => {
  it('reads the meeting named by a 409 meeting_overlap, as text or parsed JSON', () => {
    expect(meetingOverlapOf(refusal('This time overlaps the meeting "Budget review"'))).toBe('Budget review');
    expect(meetingOverlapOf({ status: 409, data: { error: { code: 'meeting_overlap', message: 'overlap' } } })).toBe('');
  });
  it('is null for every other failure', () => {
    expect(meetingOverlapOf({ status: 409, data: JSON.stringify({ error: { code: 'conflict', message: 'x' } }) })).toBeNull();
    expect(meetingOverlapOf({ status: 500, data: 'boom' })).toBeNull();
    expect(meetingOverlapOf({ status: 'FETCH_ERROR', error: 'offline' })).toBeNull();
    expect(meetingOverlapOf(new Error('x'))).toBeNull();
  });
});
