// The spec's microphone alerts (section 8), word for word.
import { isNoDeviceError, isPermissionError } from './mic-status';

export const NO_AUDIO_CAPTURE = 'Your browser does not support audio recording. Please use Chrome, Firefox, or Safari.';
const PREFIX = 'Unable to access microphone.';

/** The alert for an error from starting the microphone. */
export function micStartErrorMessage(error: unknown): string {
  if (isPermissionError(error)) return `${PREFIX} Please allow microphone access in your browser settings and try again.`;
  if (isNoDeviceError(error)) return `${PREFIX} No microphone found. Please connect a microphone and try again.`;
  const name = typeof error === 'object' && error !== null && 'name' in error ? String((error as { name: unknown }).name) : '';
  if (name === 'NotSupportedError') return `${PREFIX} Audio recording is not supported in this browser.`;
  const message = error instanceof Error && error.message ? error.message : 'Please check your browser settings and try again.';
  return `${PREFIX} ${message}`;
}
