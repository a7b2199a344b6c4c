// Delete a recording (and its audio) after a confirmation dialog.
import { formatApiError } from '@provana/api-client';
import { useDeleteVoiceRecordingMutation } from '@provana/api-client/voice';
import type { VoiceRecording } from '@provana/contracts';
import { Alert, Button, Text, notify } from '@provana/ui';
import { ConfirmDialog } from '@provana/ui/parts';
import { useState } from 'react';

export function DeleteRecordingButton({ executiveId, recording }: { executiveId: number; recording: VoiceRecording }) {
  const [open, setOpen] = useState(false);
  const [remove, { isLoading, error, reset }] = useDeleteVoiceRecordingMutation();

  const confirm = async () => {
    const result = await remove({ executiveId, recordingId: recording.id });
    if ('error' in result) return;
    setOpen(false);
    notify({ type: 'success', title: 'Recording deleted', description: 'The recording and its audio were removed.' });
  };

  const close = () => {
    setOpen(false);
    reset();
  };

  return (
    <ConfirmDialog
      open={open}
      title="Delete this recording?"
      confirmLabel="Delete"
      busyLabel="Deleting..."
      busy={isLoading}
      onCancel={close}
      onConfirm={() => void confirm()}
      trigger={
        <Button size="sm" variant="outline" colorPalette="red" onClick={() => setOpen(true)}>
          Delete recording
        </Button>
      }
    >
      <Text>The recording, its transcript, insights and audio are removed for good. Tasks and calendar entries it created stay.</Text>
      {error && (
        <Alert.Root status="error" role="alert" mt="3">
          <Alert.Indicator />
          <Alert.Title>{formatApiError(error)}</Alert.Title>
        </Alert.Root>
      )}
    </ConfirmDialog>
  );
}
