// A stored recording's transcript, always editable as text: "Edit transcript" opens a textarea with
// Save and Cancel, checked with the contracts' schema before sending (the API's length limit, in its
// words). Saving analyses the recording anew on the server (insights, tags, search). A failed save
// keeps the text and says why; Escape cancels; focus moves into the editor and back to its button.
import { TextField, useCanWrite, useSchemaForm } from '@provana/sections';
import { useEditVoiceTranscriptMutation } from '@provana/api-client/voice';
import { EditVoiceTranscriptBodySchema, type VoiceRecording } from '@provana/contracts';
import { Box, Button, HStack, Stack, Text, chakra } from '@provana/ui';
import { FormError } from '@provana/ui/parts';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';

export const EDIT_LABEL = 'Edit transcript';

export function TranscriptEditor({ executiveId, recording }: { executiveId: number | undefined; recording: VoiceRecording }) {
  const [editing, setEditing] = useState(false);
  const form = useSchemaForm({ transcript: '' }, { schema: EditVoiceTranscriptBodySchema });
  const [save, { isLoading }] = useEditVoiceTranscriptMutation();
  const canWrite = useCanWrite();
  const editor = useRef<HTMLFormElement>(null);
  const editButton = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);

  useEffect(() => {
    if (editing) editor.current?.querySelector('textarea')?.focus();
    else if (returnFocus.current) editButton.current?.focus();
    returnFocus.current = false;
  }, [editing]);

  const open = () => {
    form.reset({ transcript: recording.transcript });
    setEditing(true);
  };

  const close = () => {
    returnFocus.current = true;
    setEditing(false);
  };

  const submit = form.submit(async ({ transcript }) => {
    if (executiveId === undefined || isLoading) return;
    await save({ executiveId, recordingId: recording.id, transcript }).unwrap();
    close();
  });

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && !isLoading) {
      event.stopPropagation();
      close();
    }
  };

  if (!editing) {
    return (
      <Box borderLeftWidth="3px" borderColor="colorPalette.solid" ps="3">
        <HStack justify="space-between" align="center" gap="2" wrap="wrap">
          <Text fontSize="xs" color="fg.muted" textTransform="uppercase">
            Transcript
          </Text>
          {canWrite && (
            <Button ref={editButton} size="xs" variant="outline" onClick={open}>
              {EDIT_LABEL}
            </Button>
          )}
        </HStack>
        {recording.transcript ? (
          <Text whiteSpace="pre-wrap" data-testid="recording-transcript">
            {recording.transcript}
          </Text>
        ) : (
          <Text color="fg.muted" fontStyle="italic" data-testid="recording-transcript">
            No transcript yet.
          </Text>
        )}
      </Box>
    );
  }

  return (
    <chakra.form
      ref={editor}
      onSubmit={(e) => void submit(e)}
      onKeyDown={onKeyDown}
      noValidate
      aria-label="Edit the transcript"
      borderLeftWidth="3px"
      borderColor="colorPalette.solid"
      ps="3"
    >
      <Stack gap="2">
        <TextField
          form={form}
          name="transcript"
          label="Transcript"
          rows={5}
          required
          disabled={isLoading}
          help="Saving analyses the recording again: its key idea, actions and tags follow the new text."
        />
        <FormError>{form.formError ? `The transcript was not saved: ${form.formError}` : null}</FormError>
        <HStack gap="2">
          <Button type="submit" size="sm" colorPalette="brand" disabled={isLoading}>
            {isLoading ? 'Saving…' : 'Save transcript'}
          </Button>
          <Button size="sm" variant="ghost" onClick={close} disabled={isLoading}>
            Cancel
          </Button>
        </HStack>
      </Stack>
    </chakra.form>
  );
}
