// A spoken command recorded for the server's speech-to-text (browsers without speech recognition):
// the recorder's own capture (useAudioRecorder), then the audio POSTed for its text,
// handed to `onTranscript` to fill the command field. A refusal (409 not opted in, 503 no speech
// server, 502 it failed) shows the server's message and keeps the audio for another try; what was
// typed is never touched. `discard` drops a recording in progress or a transcription in flight.
import { apiErrorDetail } from '@provana/api-client';
import { useTranscribeVoiceCommandMutation } from '@provana/api-client/voice';
import { MAX_COMMAND_AUDIO_BYTES } from '@provana/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { micStartErrorMessage } from '../../lib/mic-errors';
import { useAudioRecorder } from '../recorder/use-audio-recorder';

export const TRANSCRIBING = 'Transcribing…';
export const NOTHING_HEARD = 'No speech was heard in the recording. Record again or type the command.';
export const TOO_LONG = `The recording is too long to transcribe (at most ${MAX_COMMAND_AUDIO_BYTES / 1024 / 1024} MB). Record a shorter command or type it.`;

export function useCommandRecording(executiveId: number | undefined, onTranscript: (text: string) => void) {
  const audio = useAudioRecorder();
  const [transcribe] = useTranscribeVoiceCommandMutation();
  /** Own state, not the mutation's: a discarded request still in flight is not "Transcribing…". */
  const [transcribing, setTranscribing] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  /** The audio of a failed transcription, for Try again. */
  const [kept, setKept] = useState<Blob | null>(null);
  /** Set while a recording should be transcribed once its audio is complete. */
  const wanted = useRef(false);
  /** Bumped by discard: an answer for an older generation is ignored. */
  const generation = useRef(0);
  const onTranscriptRef = useRef(onTranscript);
  useEffect(() => {
    onTranscriptRef.current = onTranscript;
  });

  const send = useCallback(
    async (blob: Blob) => {
      if (executiveId === undefined) return;
      const current = generation.current;
      setFailure(null);
      if (blob.size > MAX_COMMAND_AUDIO_BYTES) return setFailure(TOO_LONG);
      setTranscribing(true);
      const result = await transcribe({ executiveId, blob });
      if (current !== generation.current) return;
      setTranscribing(false);
      if ('error' in result) {
        setKept(blob);
        return setFailure(`Transcription failed: ${apiErrorDetail(result.error).message}`);
      }
      setKept(null);
      const text = result.data.text.trim();
      if (!text) return setFailure(NOTHING_HEARD);
      onTranscriptRef.current(text);
    },
    [executiveId, transcribe],
  );

  // The recorder hands the audio over once MediaRecorder has stopped (its last chunk included).
  const { captured, reset: resetCaptured } = audio;
  useEffect(() => {
    if (!captured || !wanted.current) return;
    wanted.current = false;
    resetCaptured();
    void send(captured.blob);
  }, [captured, resetCaptured, send]);

  const start = async () => {
    setFailure(null);
    setKept(null);
    try {
      wanted.current = true;
      await audio.start();
    } catch (error) {
      wanted.current = false;
      setFailure(micStartErrorMessage(error));
    }
  };

  const { stop } = audio;
  const discard = useCallback(() => {
    generation.current += 1;
    wanted.current = false;
    stop();
    resetCaptured();
    setTranscribing(false);
    setFailure(null);
    setKept(null);
  }, [stop, resetCaptured]);

  return {
    recording: audio.recording,
    elapsed: audio.elapsed,
    transcribing,
    failure,
    /** Transcribe the kept audio again (after a failure). */
    retry: kept ? () => void send(kept) : undefined,
    start,
    stop,
    discard,
  };
}
