// The microphone's status (spec section 6): unknown, checking, then available, denied or not-found;
// checked on load and on Test Mic. Recording can start only when available. Beyond those, unsupported:
// the browser has no audio capture at all (no navigator.mediaDevices, as in any insecure context), which
// no device or permission can fix, so it gets the spec's own message rather than "No microphone found".
export type MicStatus = 'unknown' | 'checking' | 'available' | 'denied' | 'not-found' | 'unsupported';

export type MicEvent = { type: 'check' } | { type: 'granted' } | { type: 'failed'; error: unknown } | { type: 'unsupported' };

export const MIC_STATUS_LABEL: Record<MicStatus, string> = {
  unknown: 'Checking',
  checking: 'Checking',
  available: 'Ready',
  denied: 'Permission Denied',
  'not-found': 'Not Available',
  unsupported: 'Not Available', // the spec's four badge labels; the panel says why
};

const errorName = (error: unknown) => (typeof error === 'object' && error !== null && 'name' in error ? String((error as { name: unknown }).name) : '');

/** getUserMedia's error names: permission refused, or no capture device. */
export function isPermissionError(error: unknown): boolean {
  const name = errorName(error);
  return name === 'NotAllowedError' || name === 'PermissionDeniedError' || name === 'SecurityError';
}
export function isNoDeviceError(error: unknown): boolean {
  const name = errorName(error);
  return name === 'NotFoundError' || name === 'DevicesNotFoundError' || name === 'OverconstrainedError';
}

export function nextMicStatus(status: MicStatus, event: MicEvent): MicStatus {
  switch (event.type) {
    case 'check':
      return 'checking';
    case 'granted':
      return 'available';
    case 'unsupported':
      return 'unsupported';
    case 'failed':
      if (isPermissionError(event.error)) return 'denied';
      if (isNoDeviceError(event.error)) return 'not-found';
      // Another failure (the device busy, say) leaves a working microphone usable next time.
      return status === 'checking' ? 'not-found' : status;
  }
}

export const canRecord = (status: MicStatus) => status === 'available';
