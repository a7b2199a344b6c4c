// Settings → Assistant (issue 17): the executive's choice between the built-in engine and the
// operator's model, and (when the operator configured speech-to-text) whether their recordings are
// transcribed on the server, read from and stored on the server. A choice is saved as soon as it is made (the
// dialog's Save is the time zone's); while it saves the radios show it, a refusal puts the stored
// choice back and says why.
import { apiErrorDetail, formatApiError, skipToken, useExecutiveId } from '@provana/api-client';
import { useGetAssistantSettingsQuery, useSetAssistantChoiceMutation } from '@provana/api-client/settings';
import type { AssistantChoice } from '@provana/contracts';
import { ErrorState, LoadingState, Stack, Text } from '@provana/ui';
import { useState } from 'react';
import { AssistantChoiceFieldset, ERROR_ID } from './assistant-choice';
import { TranscriptionSetting } from './transcription-setting';

export function AssistantSection() {
  const executiveId = useExecutiveId();
  const { data, error, isLoading, isFetching, refetch } = useGetAssistantSettingsQuery(executiveId ?? skipToken);
  const [save, { isLoading: saving }] = useSetAssistantChoiceMutation();
  const [pending, setPending] = useState<AssistantChoice | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);

  if (isLoading || (isFetching && !data)) return <LoadingState label="Loading assistant settings..." />;
  if (error || !data) {
    return <ErrorState title="Could not load the assistant settings" message={formatApiError(error)} onRetry={() => void refetch()} />;
  }

  const choose = async (choice: AssistantChoice) => {
    if (executiveId === undefined || saving || choice === data.choice) return;
    setPending(choice);
    setSaveError(null);
    setSaved(false);
    try {
      await save({ executiveId, choice }).unwrap();
      setSaved(true);
    } catch (failure) {
      setSaveError(apiErrorDetail(failure).message);
    } finally {
      setPending(null);
    }
  };

  return (
    <Stack gap="2" data-testid="settings-assistant">
      <AssistantChoiceFieldset settings={data} value={pending ?? data.choice} saving={saving} error={saveError} onChoose={(c) => void choose(c)} />
      {saveError ? (
        <Text id={ERROR_ID} role="alert" fontSize="sm" color="red.700">
          Your assistant choice was not saved: {saveError}
        </Text>
      ) : null}
      <Text role="status" fontSize="xs" color="fg.muted" minH="4">
        {saving ? 'Saving...' : saved ? 'Assistant choice saved.' : ''}
      </Text>
      {data.speechToText ? <TranscriptionSetting settings={data} /> : null}
    </Stack>
  );
}
