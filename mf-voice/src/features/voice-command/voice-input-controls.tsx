// The Voice Command modal's way to speak a command: Start/Stop Recording where the server transcribes
// the command, busy with "Transcribing…" until the text arrives; otherwise the spec's
// Start/Stop Listening (in a browser without speech recognition, Start Listening gives the spec's
// alert that it is not supported; the field's help already says to type).
import { Button, MicIcon, StopIcon } from '@provana/ui';
import type { CommandInputMode } from './command-input-mode';
import { TRANSCRIBING } from './use-command-recording';

export interface VoiceInputControlsProps {
  mode: CommandInputMode;
  processing: boolean;
  listening: boolean;
  onStartListening: () => void;
  onStopListening: () => void;
  recording: boolean;
  transcribing: boolean;
  onStartRecording: () => void;
  onStopRecording: () => void;
}

export function VoiceInputControls(props: VoiceInputControlsProps) {
  const { mode, processing, listening, recording, transcribing } = props;
  if (mode === 'server') {
    return recording ? (
      <Button colorPalette="red" onClick={props.onStopRecording}>
        <StopIcon />
        Stop Recording
      </Button>
    ) : (
      <Button onClick={props.onStartRecording} disabled={processing} loading={transcribing} loadingText={TRANSCRIBING}>
        <MicIcon />
        Start Recording
      </Button>
    );
  }
  return listening ? (
    <Button colorPalette="red" onClick={props.onStopListening}>
      Stop Listening
    </Button>
  ) : (
    <Button onClick={props.onStartListening} disabled={processing}>
      Start Listening
    </Button>
  );
}
