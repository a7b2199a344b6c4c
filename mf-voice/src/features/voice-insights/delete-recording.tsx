// Delete a recording (and its audio) after a confirmation dialog.
import { formatApiError } from '@provana/api-client';
import { useDeleteVoiceRecordingMutation } from '@provana/api-client/voice';
import type { VoiceRecording } from '@provana/contracts';
import { Alert, Button, CloseButton, Dialog, Portal, Text, notify } from '@provana/ui';
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

  return (
    <Dialog.Root open={open} onOpenChange={(e) => { setOpen(e.open); if (!e.open) reset(); }} role="alertdialog" placement="center">
      <Dialog.Trigger asChild>
        <Button size="sm" variant="outline" colorPalette="red">Delete recording</Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Delete this recording?</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>The recording, its transcript, insights and audio are removed for good. Tasks and calendar entries it created stay.</Text>
              {error && (
                <Alert.Root status="error" role="alert" mt="3">
                  <Alert.Indicator />
                  <Alert.Title>{formatApiError(error)}</Alert.Title>
                </Alert.Root>
              )}
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">Cancel</Button>
              </Dialog.ActionTrigger>
              <Button colorPalette="red" onClick={() => void confirm()} loading={isLoading}>Delete</Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
