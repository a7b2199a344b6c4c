// The header's Voice Command modal: example phrases (each a button that asks it), Start/Stop
// Listening where speech recognition exists, a text field to type the command (Enter sends), and
// the engine's answer, shown and spoken, with its note in small text when it has one (the built-in
// assistant answered because the executive's model failed).
import { Alert, Button, CloseButton, Dialog, Field, HStack, Input, Portal, Stack, Text, Wrap } from '@provana/ui';
import { useEffect, useState, type FormEvent } from 'react';
import { useVoiceCommand } from './use-voice-command';

export const EXAMPLE_PHRASES = ['next meeting', 'urgent emails', 'priorities today', 'goals progress', 'pending decisions', 'executive summary'];

export function VoiceCommandModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { listening, processing, response, answerNote, notice, ask, startListening, stopListening, reset } = useVoiceCommand();
  const [typed, setTyped] = useState('');
  useEffect(() => {
    if (!open) return;
    reset();
    setTyped('');
  }, [open, reset]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    void ask(typed);
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
                      <Button key={p} size="xs" variant="outline" onClick={() => void ask(p)} disabled={processing}>{p}</Button>
                    ))}
                  </Wrap>
                </Stack>
                <form onSubmit={submit}>
                  <Field.Root>
                    <Field.Label>Type a command</Field.Label>
                    <HStack>
                      <Input value={typed} onChange={(e) => setTyped(e.target.value)} placeholder="e.g. next meeting" maxLength={1000} />
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
                <Stack aria-live="polite" gap="1">
                  {processing && <Text color="fg.muted">Processing your command...</Text>}
                  {!processing && response && <Text data-testid="voice-command-response" p="3" bg="bg.muted" borderRadius="md">{response}</Text>}
                  {!processing && response && answerNote && (
                    <Text data-testid="voice-command-note" fontSize="xs" color="fg.muted">
                      {answerNote}
                    </Text>
                  )}
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
