// A stored recording's transcript, always editable as text: "Edit transcript" opens a textarea with
// Save and Cancel, checked with the contracts' schema before sending (the API's length limit, in its
// words). Saving analyses the recording anew on the server (insights, tags, search). A failed save
// keeps the text and says why; Escape cancels; focus moves into the editor and back to its button.
import { useCanWrite } from '@provana/sections';
import { apiErrorDetail } from '@provana/api-client';
import { useEditVoiceTranscriptMutation } from '@provana/api-client/voice';
import { EditVoiceTranscriptBodySchema, MAX_TRANSCRIPT_CHARS, fieldErrors, type VoiceRecording } from '@provana/contracts';
import { Box, Button, Field, HStack, Stack, Text, Textarea, chakra } from '@provana/ui';
import { FormError } from '@provana/ui/parts';
import { type FormEvent, type KeyboardEvent, useEffect, useRef, useState } from 'react';

export const EDIT_LABEL = 'Edit transcript';

export function TranscriptEditor({ executiveId, recording }: { executiveId: number | undefined; recording: VoiceRecording }) {
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [save, { isLoading }] = useEditVoiceTranscriptMutation();
  const canWrite = useCanWrite();
  const textarea = useRef<HTMLTextAreaElement>(null);
  const editButton = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);
  const editing = draft !== null;

  useEffect(() => {
    if (editing) textarea.current?.focus();
    else if (returnFocus.current) editButton.current?.focus();
    returnFocus.current = false;
  }, [editing]);

  const close = () => {
    returnFocus.current = true;
    setDraft(null);
    setError(null);
    setFormError(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (draft === null || executiveId === undefined || isLoading) return;
    const found = fieldErrors<'transcript'>(EditVoiceTranscriptBodySchema, { transcript: draft });
    setError(found.transcript ?? null);
    setFormError(null);
    if (found.transcript) return;
    try {
      await save({ executiveId, recordingId: recording.id, transcript: draft }).unwrap();
      close();
    } catch (failure) {
      const detail = apiErrorDetail(failure);
      if (detail.field === 'transcript') setError(detail.message);
      else setFormError(detail.message);
    }
  };

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
            <Button ref={editButton} size="xs" variant="outline" onClick={() => setDraft(recording.transcript)}>
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
      onSubmit={(e) => void submit(e)}
      onKeyDown={onKeyDown}
      noValidate
      aria-label="Edit the transcript"
      borderLeftWidth="3px"
      borderColor="colorPalette.solid"
      ps="3"
    >
      <Stack gap="2">
        <Field.Root invalid={error !== null} required>
          <Field.Label>Transcript</Field.Label>
          <Textarea ref={textarea} value={draft} onChange={(e) => setDraft(e.target.value)} rows={5} maxLength={MAX_TRANSCRIPT_CHARS} disabled={isLoading} />
          <Field.HelperText>Saving analyses the recording again: its key idea, actions and tags follow the new text.</Field.HelperText>
          <Field.ErrorText>Transcript {error}</Field.ErrorText>
        </Field.Root>
        <FormError>{formError ? `The transcript was not saved: ${formError}` : null}</FormError>
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
