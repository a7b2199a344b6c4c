// The Voice Insights section: the recorder, then the selected recording (the latest by default) in
// detail with its clarity prompts, the auto-generated task, search and the history. Loading, error
// and empty states; a selection that no longer exists (deleted) falls back to the latest.
// ?recording=ID selects that recording and highlights it in the history.
import { useGetVoiceRecordingsQuery } from '@provana/api-client/voice';
import { DeepLinkNote, QueryState, useDeepLink, useExecutiveQuery, WriteOnly } from '@provana/sections';
import { usePrivateMarking } from '@provana/sections/private-items';
import { Grid, HStack, MicIcon, SectionCard, Stack } from '@provana/ui';
import { PrivateBadge, PrivateToggle } from '@provana/ui/parts';
import { useEffect, useState } from 'react';
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
  const { data } = query;
  const setPrivate = usePrivateMarking(query.executiveId);
  // The history lists every recording: a linked one exists when it is in the list, and is
  // highlighted once it is also the one shown above.
  const linkedIn = (id: string) => data?.find((r) => String(r.id) === id);
  const link = useDeepLink('recording', { ready: (id) => data !== undefined && (!linkedIn(id) || selectedId === Number(id)) });
  const linked = link.status === 'pending' && link.id !== null ? linkedIn(link.id)?.id : undefined;
  useEffect(() => {
    if (linked !== undefined) setSelectedId(linked);
  }, [linked]);

  const body = (
    <QueryState
      query={query}
      loadingLabel="Loading voice recordings..."
      empty={{ icon: <MicIcon />, title: 'No Voice Recordings', description: 'Insights appear here once your recordings are processed.' }}
    >
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
                  actions={
                    <HStack gap="1">
                      {selected.private && <PrivateBadge />}
                      {setPrivate && (
                        <PrivateToggle
                          isPrivate={selected.private === true}
                          itemName={selected.insights.topIdea || 'this recording'}
                          onToggle={(next) => setPrivate({ kind: 'recording', id: selected.id }, next)}
                        />
                      )}
                      <WriteOnly>
                        <DeleteRecordingButton executiveId={executiveId} recording={selected} />
                      </WriteOnly>
                    </HStack>
                  }
                />
                <WriteOnly>
                  <ClarityPrompts key={selected.id} executiveId={executiveId} transcript={selected.transcript} />
                </WriteOnly>
                <AutoTaskCard />
              </Stack>
              <Stack gap="4">
                <VoiceSearch executiveId={executiveId} onSelect={setSelectedId} />
                <HistoryList recordings={data} selectedId={selected.id} onSelect={setSelectedId} linkProps={link.highlightProps} />
              </Stack>
            </Grid>
          )
        );
      }}
    </QueryState>
  );

  return (
    <Stack gap="5">
      <WriteOnly>
        <VoiceRecorder executiveId={query.executiveId} onProcessed={() => setSelectedId(undefined)} />
      </WriteOnly>
      <SectionCard title="Voice Insights">
        <DeepLinkNote link={link} />
        {body}
      </SectionCard>
    </Stack>
  );
}
