// The microphone's status: checked on load and on Test Mic by asking for an audio stream (then
// closing it at once). The spec's audio constraints are used here and when recording.
import { useCallback, useEffect, useReducer } from 'react';
import { nextMicStatus, type MicEvent, type MicStatus } from '../../lib/mic-status';

export const AUDIO_CONSTRAINTS: MediaTrackConstraints = { echoCancellation: true, noiseSuppression: true, autoGainControl: true };

export const hasAudioCapture = () => typeof navigator !== 'undefined' && typeof navigator.mediaDevices?.getUserMedia === 'function';

export function useMicrophone() {
  const [status, dispatch] = useReducer((s: MicStatus, e: MicEvent) => nextMicStatus(s, e), 'unknown');

  const check = useCallback(async () => {
    if (!hasAudioCapture()) {
      dispatch({ type: 'unsupported' });
      return;
    }
    dispatch({ type: 'check' });
    try {
      const stream = await navigator.mediaDevices.getUserMedia({ audio: AUDIO_CONSTRAINTS });
      stream.getTracks().forEach((t) => t.stop());
      dispatch({ type: 'granted' });
    } catch (error) {
      dispatch({ type: 'failed', error });
    }
  }, []);

  useEffect(() => {
    void check();
  }, [check]);

  return { status, check, report: (error: unknown) => dispatch({ type: 'failed', error }) };
}
