// The header's Voice Command modal: example phrases (each a button that asks it), Start/Stop
// Listening where speech recognition exists, a text field to type the command (Enter sends), and
// the engine's answer, shown and spoken, with its note in small text when it has one (the built-in
// assistant answered because the executive's model failed). On the model the answer is
// shown as it streams, outside the live region, and moves into it once complete, so a screen reader
// announces it once; each action the model proposed follows as a card with Confirm and Dismiss.
// Without speech recognition, the command is recorded and transcribed by the server where that is on
// (the text lands in the field, editable, ready to send), or the field's help says to type it.
import { useGetAssistantSettingsQuery } from '@provana/api-client/assistant';
import { AssistantCommandBodySchema } from '@provana/contracts';
import { TextField, useCanWrite, useExecutiveQuery, useSchemaForm } from '@provana/sections';
import { Alert, Button, HStack, Input, Stack, Text, Wrap } from '@provana/ui';
import { ModalDialog } from '@provana/ui/parts';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { formatMSs } from '../../lib/format-duration';
import { speechRecognition } from '../recorder/speech-recognition';
import { RECORD_OR_TYPE, TYPE_ONLY, canCaptureAudio, commandInputMode } from './command-input-mode';
import { ProposalCard } from './proposal-card';
import { TRANSCRIBING, useCommandRecording } from './use-command-recording';
import { useVoiceCommand } from './use-voice-command';
import { VoiceInputControls } from './voice-input-controls';

export const EXAMPLE_PHRASES = ['next meeting', 'urgent emails', 'priorities today', 'goals progress', 'pending decisions', 'executive summary'];

export function VoiceCommandModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { listening, processing, streamingText, response, answerNote, notice, proposals, removeProposal, ask, startListening, stopListening, reset } =
    useVoiceCommand();
  // The command as the API takes it (both of its voice-command routes): the field's limit is the schema's.
  const form = useSchemaForm({ command: '' }, { schema: AssistantCommandBodySchema });
  const { values, set, reset: resetForm } = form;
  const canWrite = useCanWrite();
  /** "Saved. …" for each proposal the executive confirmed since the last command. */
  const [saved, setSaved] = useState<string[]>([]);
  const input = useRef<HTMLInputElement>(null);
  const settings = useExecutiveQuery(useGetAssistantSettingsQuery);
  const { executiveId } = settings;
  const mode = commandInputMode({
    recognition: speechRecognition() !== undefined,
    audioCapture: canCaptureAudio(),
    settings: settings.data,
    settingsFailed: settings.isError,
  });
  /** The server's transcript joins what was typed (nothing typed is lost), ready to edit and send. */
  const fillCommand = (text: string) => {
    const typed = values.command.trim();
    set('command', typed ? `${typed} ${text}` : text);
    input.current?.focus();
  };
  const spoken = useCommandRecording(executiveId, fillCommand);
  const { discard } = spoken;
  useEffect(() => {
    // Closing stops a recording and forgets a transcription in flight; opening starts afresh.
    discard();
    if (!open) return;
    reset();
    resetForm({ command: '' });
    setSaved([]);
  }, [open, reset, resetForm, discard]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSaved([]);
    void ask(values.command);
  };
  const askPhrase = (phrase: string) => {
    setSaved([]);
    void ask(phrase);
  };
  /** The card leaves; focus goes back to the command field rather than to the page. */
  const settle = (key: number) => {
    removeProposal(key);
    input.current?.focus();
  };

  return (
    <ModalDialog
      open={open}
      onOpenChange={(isOpen) => (isOpen ? undefined : onClose())}
      title={listening ? 'Listening...' : 'Voice Command'}
      closeLabel="Close voice command"
      footer={
        <>
          <VoiceInputControls
            mode={mode}
            processing={processing}
            listening={listening}
            onStartListening={startListening}
            onStopListening={stopListening}
            recording={spoken.recording}
            transcribing={spoken.transcribing}
            onStartRecording={() => void spoken.start()}
            onStopRecording={spoken.stop}
          />
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
        </>
      }
    >
      <Stack gap="4">
        <Stack gap="2">
          <Text fontSize="sm" color="fg.muted" id="voice-examples">
            Try saying or choosing:
          </Text>
          <Wrap gap="2" role="group" aria-labelledby="voice-examples">
            {EXAMPLE_PHRASES.map((p) => (
              <Button key={p} size="xs" variant="outline" onClick={() => askPhrase(p)} disabled={processing}>
                {p}
              </Button>
            ))}
          </Wrap>
        </Stack>
        <form onSubmit={submit}>
          <TextField
            form={form}
            name="command"
            label="Type a command"
            placeholder="e.g. next meeting"
            help={mode === 'server' ? RECORD_OR_TYPE : mode === 'typing' ? TYPE_ONLY : undefined}
            control={({ onChange, ...field }) => (
              <HStack>
                <Input ref={input} {...field} onChange={(e) => onChange(e.target.value)} />
                <Button type="submit" disabled={processing || !values.command.trim()}>
                  Send
                </Button>
              </HStack>
            )}
          />
        </form>
        {spoken.recording && (
          <Text fontFamily="mono" data-testid="voice-command-timer">
            Recording {formatMSs(spoken.elapsed)}
          </Text>
        )}
        {notice && (
          <Alert.Root status="warning" role="alert">
            <Alert.Indicator />
            <Alert.Title>{notice}</Alert.Title>
          </Alert.Root>
        )}
        {spoken.failure && (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>{spoken.failure}</Alert.Title>
            {spoken.retry && (
              <Button size="xs" variant="outline" ms="auto" onClick={spoken.retry}>
                Try again
              </Button>
            )}
          </Alert.Root>
        )}
        {streamingText ? (
          <Text data-testid="voice-command-streaming" p="3" bg="bg.muted" borderRadius="md" whiteSpace="pre-wrap">
            {streamingText}
          </Text>
        ) : null}
        <Stack aria-live="polite" gap="1">
          {spoken.transcribing && <Text color="fg.muted">{TRANSCRIBING}</Text>}
          {processing && !streamingText && <Text color="fg.muted">Processing your command...</Text>}
          {!processing && response && (
            <Text data-testid="voice-command-response" p="3" bg="bg.muted" borderRadius="md">
              {response}
            </Text>
          )}
          {!processing && response && answerNote && (
            <Text data-testid="voice-command-note" fontSize="xs" color="fg.muted">
              {answerNote}
            </Text>
          )}
        </Stack>
        {/* A Viewer gets answers, not actions to confirm: the server would refuse them. */}
        {(canWrite ? proposals : []).map(({ key, action }) => (
          <ProposalCard
            key={key}
            action={action}
            onSaved={(message) => {
              setSaved((all) => [...all, message]);
              settle(key);
            }}
            onDismiss={() => settle(key)}
          />
        ))}
        <Stack role="status" gap="1">
          {saved.map((message, index) => (
            <Text key={`${index}-${message}`} fontSize="sm" data-testid="voice-command-saved">
              {message}
            </Text>
          ))}
        </Stack>
      </Stack>
    </ModalDialog>
  );
}
