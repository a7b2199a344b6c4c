// The Voice Insights section: the recorder, then the selected recording (the latest by default) in
// detail with its clarity prompts, the auto-generated task, search and the history. Loading, error
// and empty states; a selection that no longer exists (deleted) falls back to the latest.
import { formatApiError, skipToken, useExecutiveId } from '@provana/api-client';
import { useGetVoiceRecordingsQuery } from '@provana/api-client/voice';
import { EmptyState, ErrorState, Grid, LoadingState, MicIcon, SectionCard, Stack } from '@provana/ui';
import { useState } from 'react';
import { VoiceRecorder } from '../recorder/voice-recorder';
import { VoiceSearch } from '../search/voice-search';
import { AutoTaskCard } from './auto-task-card';
import { ClarityPrompts } from './clarity-prompts';
import { DeleteRecordingButton } from './delete-recording';
import { HistoryList } from './history-list';
import { RecordingDetail } from './recording-detail';

export function VoiceInsightsSection() {
  const executiveId = useExecutiveId();
  const { data, error, isLoading, isUninitialized, refetch } = useGetVoiceRecordingsQuery(executiveId ?? skipToken);
  const [selectedId, setSelectedId] = useState<number | undefined>();

  let body;
  if (executiveId === undefined || isLoading || isUninitialized) body = <LoadingState label="Loading voice recordings..." />;
  else if (error || !data) body = <ErrorState message={formatApiError(error)} onRetry={() => void refetch()} />;
  else if (data.length === 0)
    body = <EmptyState icon={<MicIcon />} title="No Voice Recordings" description="Insights appear here once your recordings are processed." />;
  else {
    const selected = data.find((r) => r.id === selectedId) ?? data[0];
    body = selected && (
      <Grid templateColumns={{ base: '1fr', xl: '1fr minmax(260px, 340px)' }} gap="5" alignItems="start">
        <Stack gap="4">
          <RecordingDetail
            recording={selected}
            executiveId={executiveId}
            heading={selected.id === data[0]?.id ? 'Latest Recording' : 'Selected Recording'}
            actions={<DeleteRecordingButton executiveId={executiveId} recording={selected} />}
          />
          <ClarityPrompts key={selected.id} executiveId={executiveId} transcript={selected.transcript} />
          <AutoTaskCard executiveId={executiveId} />
        </Stack>
        <Stack gap="4">
          <VoiceSearch executiveId={executiveId} onSelect={setSelectedId} />
          <HistoryList recordings={data} selectedId={selected.id} onSelect={setSelectedId} />
        </Stack>
      </Grid>
    );
  }

  return (
    <Stack gap="5">
      <VoiceRecorder executiveId={executiveId} onProcessed={() => setSelectedId(undefined)} />
      <SectionCard title="Voice Insights">{body}</SectionCard>
    </Stack>
  );
}
