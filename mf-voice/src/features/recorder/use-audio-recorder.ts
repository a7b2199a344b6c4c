// MediaRecorder as the spec sets it: 1,000 ms chunks, webm/opus preferred, echo cancellation, noise
// suppression and auto gain. The duration is tracked here (a webm from MediaRecorder has no duration
// header); the timer counts whole seconds while recording.
import { useCallback, useEffect, useRef, useState } from 'react';
import { AUDIO_CONSTRAINTS } from './use-microphone';
import { CHUNK_MS, pickMimeType } from './recorder-format';

export interface Captured {
  blob: Blob;
  durationSeconds: number;
}

export function useAudioRecorder() {
  const [recording, setRecording] = useState(false);
  const [elapsed, setElapsed] = useState(0);
  const [captured, setCaptured] = useState<Captured | null>(null);
  const recorder = useRef<MediaRecorder | null>(null);
  const timer = useRef<ReturnType<typeof setInterval> | undefined>(undefined);
  const startedAt = useRef(0);

  const release = useCallback(() => {
    clearInterval(timer.current);
    recorder.current?.stream.getTracks().forEach((t) => t.stop());
    recorder.current = null;
  }, []);
  useEffect(() => release, [release]);

  /** Throws getUserMedia's or MediaRecorder's error, for the caller's alert. */
  const start = useCallback(async () => {
    if (typeof MediaRecorder === 'undefined') throw Object.assign(new Error('MediaRecorder is missing'), { name: 'NotSupportedError' });
    const stream = await navigator.mediaDevices.getUserMedia({ audio: AUDIO_CONSTRAINTS });
    const mimeType = pickMimeType((t) => MediaRecorder.isTypeSupported(t));
    const media = new MediaRecorder(stream, mimeType ? { mimeType } : undefined);
    const chunks: Blob[] = [];
    media.ondataavailable = (e) => {
      if (e.data.size > 0) chunks.push(e.data);
    };
    media.onstop = () => {
      const seconds = Math.max(0, Math.round((Date.now() - startedAt.current) / 1000));
      setCaptured({ blob: new Blob(chunks, { type: media.mimeType || mimeType || 'audio/webm' }), durationSeconds: seconds });
      stream.getTracks().forEach((t) => t.stop());
      // Only now is the audio complete: processing waits for it.
      setRecording(false);
    };
    recorder.current = media;
    startedAt.current = Date.now();
    setElapsed(0);
    setCaptured(null);
    media.start(CHUNK_MS);
    setRecording(true);
    timer.current = setInterval(() => setElapsed(Math.floor((Date.now() - startedAt.current) / 1000)), 250);
  }, []);

  const stop = useCallback(() => {
    clearInterval(timer.current);
    const media = recorder.current;
    recorder.current = null;
    if (media && media.state !== 'inactive')
      media.stop(); // onstop ends the recording state
    else setRecording(false);
  }, []);

  const reset = useCallback(() => {
    setCaptured(null);
    setElapsed(0);
  }, []);

  return { recording, elapsed, captured, start, stop, reset };
}
