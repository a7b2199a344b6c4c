import { describe, expect, it } from 'vitest';
import { micStartErrorMessage } from './mic-errors';
import { MIC_STATUS_LABEL, canRecord, nextMicStatus } from './mic-status';

const domError = (name: string, message = '') => Object.assign(new Error(message), { name });

describe('microphone status transitions', () => {
  it('goes from unknown to checking, then to available when access is granted', () => {
    const checking = nextMicStatus('unknown', { type: 'check' });
    expect(checking).toBe('checking');
    expect(nextMicStatus(checking, { type: 'granted' })).toBe('available');
    expect(MIC_STATUS_LABEL.checking).toBe('Checking');
    expect(MIC_STATUS_LABEL.available).toBe('Ready');
  });

  it('is denied when permission is refused, not-found without a device', () => {
    expect(nextMicStatus('checking', { type: 'failed', error: domError('NotAllowedError') })).toBe('denied');
    expect(nextMicStatus('checking', { type: 'failed', error: domError('NotFoundError') })).toBe('not-found');
    expect(MIC_STATUS_LABEL.denied).toBe('Permission Denied');
    expect(MIC_STATUS_LABEL['not-found']).toBe('Not Available');
  });

  it('is unsupported, its own state, when the browser has no audio capture, on load and on Test Mic', () => {
    expect(nextMicStatus('unknown', { type: 'unsupported' })).toBe('unsupported');
    expect(nextMicStatus('unsupported', { type: 'unsupported' })).toBe('unsupported');
    expect(MIC_STATUS_LABEL.unsupported).toBe('Not Available');
  });

  it('Test Mic checks again from any state, so a granted permission recovers', () => {
    expect(nextMicStatus('denied', { type: 'check' })).toBe('checking');
    expect(nextMicStatus('not-found', { type: 'check' })).toBe('checking');
  });

  it('keeps a working microphone after an unrelated start failure', () => {
    expect(nextMicStatus('available', { type: 'failed', error: domError('NotReadableError') })).toBe('available');
  });

  it('allows recording only when available', () => {
    expect(canRecord('available')).toBe(true);
    for (const s of ['unknown', 'checking', 'denied', 'not-found', 'unsupported'] as const) expect(canRecord(s)).toBe(false);
  });
});

describe('microphone start alerts', () => {
  it('words each failure as the spec does', () => {
    expect(micStartErrorMessage(domError('NotAllowedError'))).toBe(
      'Unable to access microphone. Please allow microphone access in your browser settings and try again.',
    );
    expect(micStartErrorMessage(domError('NotFoundError'))).toBe(
      'Unable to access microphone. No microphone found. Please connect a microphone and try again.',
    );
    expect(micStartErrorMessage(domError('NotSupportedError'))).toBe('Unable to access microphone. Audio recording is not supported in this browser.');
    expect(micStartErrorMessage(domError('NotReadableError', 'Device in use'))).toBe('Unable to access microphone. Device in use');
    expect(micStartErrorMessage({})).toBe('Unable to access microphone. Please check your browser settings and try again.');
  });
});
