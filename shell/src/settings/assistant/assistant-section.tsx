// Settings → Assistant: the executive's choice between the built-in engine and the
// operator's model, and (when the operator configured speech-to-text) whether their recordings are
// transcribed on the server, read from and stored on the server. A choice is saved as soon as it is made (the
// dialog's Save is the time zone's); while it saves the radios show it, a refusal puts the stored
// choice back and says why.
import { apiErrorDetail } from '@provana/api-client';
import { useGetAssistantSettingsQuery, useSetAssistantChoiceMutation } from '@provana/api-client/assistant';
import type { AssistantChoice, AssistantSettings } from '@provana/contracts';
import { QueryState, useExecutiveQuery } from '@provana/sections';
import { Stack, Text } from '@provana/ui';
import { useState } from 'react';
import { AssistantChoiceFieldset, ERROR_ID } from './assistant-choice';
import { TranscriptionSetting } from './transcription-setting';

export function AssistantSection() {
  const query = useExecutiveQuery(useGetAssistantSettingsQuery);
  return (
    <QueryState query={query} loadingLabel="Loading assistant settings..." errorTitle="Could not load the assistant settings">
      {(settings, executiveId) => <AssistantChoices executiveId={executiveId} data={settings} />}
    </QueryState>
  );
}

function AssistantChoices({ executiveId, data }: { executiveId: number; data: AssistantSettings }) {
  const [save, { isLoading: saving }] = useSetAssistantChoiceMutation();
  const [pending, setPending] = useState<AssistantChoice | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);

  const choose = async (choice: AssistantChoice) => {
    if (saving || choice === data.choice) return;
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
        <Text id={ERROR_ID} role="alert" fontSize="sm" color="fg.error">
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
