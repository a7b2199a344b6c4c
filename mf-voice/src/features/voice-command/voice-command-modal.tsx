// The header's Voice Command modal: example phrases (each a button that asks it), Start/Stop
// Listening where speech recognition exists, a text field to type the command (Enter sends), and
// the engine's answer, shown and spoken, with its note in small text when it has one (the built-in
// assistant answered because the executive's model failed). On the model (issue 17) the answer is
// shown as it streams, outside the live region, and moves into it once complete, so a screen reader
// announces it once; each action the model proposed follows as a card with Confirm and Dismiss.
import { Alert, Button, CloseButton, Dialog, Field, HStack, Input, Portal, Stack, Text, Wrap } from '@provana/ui';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { ProposalCard } from './proposal-card';
import { useVoiceCommand } from './use-voice-command';

export const EXAMPLE_PHRASES = ['next meeting', 'urgent emails', 'priorities today', 'goals progress', 'pending decisions', 'executive summary'];

export function VoiceCommandModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { listening, processing, streamingText, response, answerNote, notice, proposals, removeProposal, ask, startListening, stopListening, reset } =
    useVoiceCommand();
  const [typed, setTyped] = useState('');
  /** "Saved. …" for each proposal the executive confirmed since the last command. */
  const [saved, setSaved] = useState<string[]>([]);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (!open) return;
    reset();
    setTyped('');
    setSaved([]);
  }, [open, reset]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSaved([]);
    void ask(typed);
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
    <Dialog.Root open={open} onOpenChange={(e) => (e.open ? undefined : onClose())} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{listening ? 'Listening...' : 'Voice Command'}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <Stack gap="2">
                  <Text fontSize="sm" color="fg.muted" id="voice-examples">Try saying or choosing:</Text>
                  <Wrap gap="2" role="group" aria-labelledby="voice-examples">
                    {EXAMPLE_PHRASES.map((p) => (
                      <Button key={p} size="xs" variant="outline" onClick={() => askPhrase(p)} disabled={processing}>{p}</Button>
                    ))}
                  </Wrap>
                </Stack>
                <form onSubmit={submit}>
                  <Field.Root>
                    <Field.Label>Type a command</Field.Label>
                    <HStack>
                      <Input ref={input} value={typed} onChange={(e) => setTyped(e.target.value)} placeholder="e.g. next meeting" maxLength={1000} />
                      <Button type="submit" disabled={processing || !typed.trim()}>Send</Button>
                    </HStack>
                  </Field.Root>
                </form>
                {notice && (
                  <Alert.Root status="warning" role="alert">
                    <Alert.Indicator />
                    <Alert.Title>{notice}</Alert.Title>
                  </Alert.Root>
                )}
                {streamingText ? (
                  <Text data-testid="voice-command-streaming" p="3" bg="bg.muted" borderRadius="md" whiteSpace="pre-wrap">
                    {streamingText}
                  </Text>
                ) : null}
                <Stack aria-live="polite" gap="1">
                  {processing && !streamingText && <Text color="fg.muted">Processing your command...</Text>}
                  {!processing && response && <Text data-testid="voice-command-response" p="3" bg="bg.muted" borderRadius="md">{response}</Text>}
                  {!processing && response && answerNote && (
                    <Text data-testid="voice-command-note" fontSize="xs" color="fg.muted">
                      {answerNote}
                    </Text>
                  )}
                </Stack>
                {proposals.map(({ key, action }) => (
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
            </Dialog.Body>
            <Dialog.Footer>
              {listening ? (
                <Button colorPalette="red" onClick={stopListening}>Stop Listening</Button>
              ) : (
                <Button onClick={startListening} disabled={processing}>Start Listening</Button>
              )}
              <Button variant="outline" onClick={onClose}>Cancel</Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close voice command" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
