import { describe, expect, it } from 'vitest';
import { RemoteLoadError } from './remote-load-error';
import { remoteFailureTexts } from './remote-failure-texts';

describe("a remote dialog's failure texts", () => {
  const error = new RemoteLoadError({ remote: 'mf_print', module: 'PrintPreviewDialog' }, new Error('RUNTIME-003 failed to get manifest'));

  it('says the connection is missing when the browser is offline', () => {
    expect(remoteFailureTexts('Print Report Preview', error, false)).toEqual({ title: "You're offline", message: 'Print Report Preview needs a connection.' });
  });

  it('names the unavailable service online, and a problem when the remote threw', () => {
    expect(remoteFailureTexts('Print Report Preview', error, true)).toEqual({
      title: 'Service unavailable',
      message: 'Print Report Preview is unavailable: its service could not be reached. Please try again in a moment.',
    });
    expect(remoteFailureTexts('Print Report Preview', new TypeError('x'), false).title).toBe('Something went wrong');
  });
});
