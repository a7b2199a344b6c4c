import { describe, expect, it } from 'vitest';
import { RemoteLoadError, remoteFailureMessage, remoteFailureTitle } from './remote-load-error';

describe('remote failure message', () => {
  const source = { remote: 'mf_planning', module: 'Calendar' };

  it('names the section whose service is unavailable when the load failed', () => {
    const error = new RemoteLoadError(source, new Error('RUNTIME-003 failed to get manifest'));
    expect(remoteFailureMessage('Calendar View', error)).toBe('Calendar View is unavailable: its service could not be reached. Please try again in a moment.');
    expect(error.message).toContain('mf_planning/Calendar');
    expect(remoteFailureTitle(error)).toBe('Service unavailable');
  });

  it('says the section had a problem when it threw while rendering', () => {
    expect(remoteFailureMessage('Calendar View', new TypeError('x is undefined'))).toBe('Calendar View ran into a problem and could not be displayed.');
    expect(remoteFailureTitle(new TypeError('x'))).toBe('Something went wrong');
  });
});
