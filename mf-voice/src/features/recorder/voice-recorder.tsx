// The voice recorder: microphone status and Test Mic, record/stop with the m:ss timer, the
// transcript (live from speech recognition where it exists, always editable), and processing.
// ?record=1 scrolls to Start Recording and focuses it; it never starts by itself.
import { useMayMarkPrivate } from '@provana/api-client';
import { useGetAssistantSettingsQuery } from '@provana/api-client/assistant';
import { useDeepLink, useExecutiveQuery } from '@provana/sections';
import { Alert, Button, Field, HStack, MicIcon, SectionCard, Stack, StopIcon, Text, Textarea } from '@provana/ui';
import { PrivateCheckbox } from '@provana/ui/parts';
import { useState } from 'react';
import { formatMSs } from '../../lib/format-duration';
import { NO_AUDIO_CAPTURE, micStartErrorMessage } from '../../lib/mic-errors';
import { canRecord } from '../../lib/mic-status';
import { DeniedPanel, FeaturesPanel, MicStatusBadge, NotFoundPanel, UnsupportedPanel } from './mic-panels';
import { useAudioRecorder } from './use-audio-recorder';
import { liveTranscriptAvailable, useLiveTranscript } from './use-live-transcript';
import { hasAudioCapture, useMicrophone } from './use-microphone';
import { EMPTY_TRANSCRIPT, useProcessRecording, type ProcessOutcome } from './use-process-recording';

type Notice = { status: 'error' | 'success' | 'warning'; text: string };

const noticeFor = (o: ProcessOutcome): Notice => {
  switch (o.kind) {
    case 'empty':
      return { status: 'error', text: EMPTY_TRANSCRIPT };
    case 'failed':
      return { status: 'error', text: `Processing failed: ${o.message}` };
    case 'done':
      if (o.transcription === 'done') return { status: 'success', text: `Recording processed and transcribed: “${o.transcript ?? ''}”` };
      if (o.transcription === 'failed')
        return {
          status: 'warning',
          text: 'The recording and its audio were saved, but the server could not transcribe it: retry or type its transcript in the recording’s details.',
        };
      return { status: 'success', text: `Recording processed! Key idea: ${o.topIdea}` };
    case 'upload-failed':
      return { status: 'warning', text: `The recording was saved (key idea: ${o.topIdea}), but its audio could not be uploaded: ${o.message}` };
  }
};

function transcriptHelp(live: boolean, serverTranscribes: boolean, serverCan: boolean): string {
  if (live) return "Filled live by your browser's speech recognition while recording; edit it as you like.";
  if (serverTranscribes) return 'Type what you said, or leave it empty: the server transcribes your recording when you process it.';
  if (serverCan) return 'Type what you said: this browser has no speech recognition, and server transcription is off for you (Settings → Assistant).';
  return 'Type what you said: this browser has no speech recognition and this server does not transcribe audio.';
}

export function VoiceRecorder({ executiveId, onProcessed }: { executiveId: number | undefined; onProcessed: () => void }) {
  const mic = useMicrophone();
  const audio = useAudioRecorder();
  const { process, retryUpload, pendingUpload, transcribing, busy } = useProcessRecording(executiveId);
  // The server transcribes recorded audio when the operator configured speech-to-text (PROVANA_STT_*)
  // and this executive turned it on in Settings → Assistant.
  const assistant = useExecutiveQuery(useGetAssistantSettingsQuery).data;
  const serverTranscribes = assistant?.speechToText === true && assistant.transcribeOnServer;
  const [transcript, setTranscript] = useState('');
  const mayMarkPrivate = useMayMarkPrivate();
  const [isPrivate, setPrivate] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  // Once the microphone's state is known, so the button is enabled where it can be; a disabled
  // button cannot take focus, so then the row holding it is marked instead.
  const link = useDeepLink('record', { ready: mic.status !== 'unknown' && mic.status !== 'checking' });
  const startUsable = audio.recording || canRecord(mic.status);
  useLiveTranscript(audio.recording, (text) => setTranscript((t) => (t ? `${t} ${text}` : text)));

  const toggle = async () => {
    if (audio.recording) return audio.stop();
    setNotice(null);
    if (!hasAudioCapture()) return setNotice({ status: 'error', text: NO_AUDIO_CAPTURE });
    try {
      await audio.start();
    } catch (error) {
      mic.report(error);
      setNotice({ status: 'error', text: micStartErrorMessage(error) });
    }
  };

  const finish = (outcome: ProcessOutcome) => {
    setNotice(noticeFor(outcome));
    // Stored: start afresh (a failed upload keeps its audio for the retry, not for the next recording).
    if (outcome.kind === 'done' || outcome.kind === 'upload-failed') {
      setTranscript('');
      audio.reset();
      onProcessed();
    }
  };

  return (
    <SectionCard
      title="Voice Recorder"
      actions={
        <>
          <MicStatusBadge status={mic.status} />
          <Button size="xs" variant="outline" onClick={() => void mic.check()}>
            Test Mic
          </Button>
        </>
      }
    >
      <Stack gap="4">
        {mic.status === 'denied' && <DeniedPanel />}
        {mic.status === 'not-found' && <NotFoundPanel />}
        {mic.status === 'unsupported' && <UnsupportedPanel />}
        <HStack gap="4" wrap="wrap" {...(startUsable ? undefined : link.highlightProps(1))}>
          <Button
            onClick={() => void toggle()}
            disabled={busy || (!audio.recording && !canRecord(mic.status))}
            colorPalette={audio.recording ? 'red' : undefined}
            {...(startUsable ? link.highlightProps(1) : undefined)}
          >
            {audio.recording ? <StopIcon /> : <MicIcon />}
            {audio.recording ? 'Stop Recording' : 'Start Recording'}
          </Button>
          <Text fontFamily="mono" fontSize="lg" aria-label="Recording time" data-testid="recorder-timer">
            {formatMSs(audio.elapsed)}
          </Text>
          {audio.captured && !audio.recording && (
            <Text fontSize="sm" color="fg.muted">
              Audio captured ({formatMSs(audio.captured.durationSeconds)})
            </Text>
          )}
        </HStack>
        <Field.Root>
          <Field.Label>Transcript</Field.Label>
          <Textarea value={transcript} onChange={(e) => setTranscript(e.target.value)} rows={4} placeholder="Speak while recording, or type what you said" />
          <Field.HelperText>{transcriptHelp(liveTranscriptAvailable(), serverTranscribes, assistant?.speechToText === true)}</Field.HelperText>
        </Field.Root>
        {notice && (
          <Alert.Root status={notice.status} role="alert">
            <Alert.Indicator />
            <Alert.Title>{notice.text}</Alert.Title>
          </Alert.Root>
        )}
        {mayMarkPrivate && <PrivateCheckbox checked={isPrivate} onChange={setPrivate} disabled={busy} />}
        <HStack gap="3" wrap="wrap">
          <Button
            colorPalette="green"
            onClick={() => void process(transcript, audio.captured, serverTranscribes, isPrivate).then(finish)}
            disabled={busy || audio.recording}
          >
            {transcribing ? 'Transcribing…' : busy ? 'Processing (Generating Insights & Tasks)...' : 'Process Recording & Generate Insights'}
          </Button>
          {pendingUpload && !busy && (
            <Button variant="outline" onClick={() => void retryUpload().then((o) => o && setNotice(noticeFor(o)))}>
              Retry audio upload
            </Button>
          )}
        </HStack>
        <FeaturesPanel />
      </Stack>
    </SectionCard>
  );
}
