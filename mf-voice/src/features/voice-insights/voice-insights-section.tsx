// The Voice Insights section: the recorder, then the selected recording (the latest by default) in
// detail with its clarity prompts, the auto-generated task, search and the history. Loading, error
// and empty states; a selection that no longer exists (deleted) falls back to the latest.
import { useGetVoiceRecordingsQuery } from '@provana/api-client/voice';
import { QueryState, useExecutiveQuery } from '@provana/sections';
import { Grid, MicIcon, SectionCard, Stack } from '@provana/ui';
import { useState } from 'react';
import { VoiceRecorder } from '../recorder/voice-recorder';
import { VoiceSearch } from '../search/voice-search';
import { AutoTaskCard } from './auto-task-card';
import { ClarityPrompts } from './clarity-prompts';
import { DeleteRecordingButton } from './delete-recording';
import { HistoryList } from './history-list';
import { RecordingDetail } from './recording-detail';

export function VoiceInsightsSection() {
  const query = useExecutiveQuery(useGetVoiceRecordingsQuery);
  const [selectedId, setSelectedId] = useState<number | undefined>();

  const body = (
    <QueryState query={query} loadingLabel="Loading voice recordings..." empty={{ icon: <MicIcon />, title: 'No Voice Recordings', description: 'Insights appear here once your recordings are processed.' }}>
      {(data, executiveId) => {
        const selected = data.find((r) => r.id === selectedId) ?? data[0];
        return (
          selected && (
            <Grid templateColumns={{ base: '1fr', xl: '1fr minmax(260px, 340px)' }} gap="5" alignItems="start">
              <Stack gap="4">
                <RecordingDetail
                  recording={selected}
                  executiveId={executiveId}
                  heading={selected.id === data[0]?.id ? 'Latest Recording' : 'Selected Recording'}
                  actions={<DeleteRecordingButton executiveId={executiveId} recording={selected} />}
                />
                <ClarityPrompts key={selected.id} executiveId={executiveId} transcript={selected.transcript} />
                <AutoTaskCard />
              </Stack>
              <Stack gap="4">
                <VoiceSearch executiveId={executiveId} onSelect={setSelectedId} />
                <HistoryList recordings={data} selectedId={selected.id} onSelect={setSelectedId} />
              </Stack>
            </Grid>
          )
        );
      }}
    </QueryState>
  );

  return (
    <Stack gap="5">
      <VoiceRecorder executiveId={query.executiveId} onProcessed={() => setSelectedId(undefined)} />
      <SectionCard title="Voice Insights">{body}</SectionCard>
    </Stack>
  );
}
