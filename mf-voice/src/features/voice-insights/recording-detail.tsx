// One recording in detail: time, mm:ss duration and session id, where its server transcription
// stands, the transcript (editable), the stored audio
// (native controls: play, pause and seek; the server answers Range requests), then its insights,
// automated actions and tags. The delete control sits in the header.
import type { VoiceRecording } from '@provana/contracts';
import { Heading, HStack, SimpleGrid, Stack, Text } from '@provana/ui';
import type { ReactNode } from 'react';
import { formatMmSs } from '../../lib/format-duration';
import { formatDayTime } from '@provana/dates';
import { ActionsCard, TagsCard } from './actions-tags-cards';
import { InsightCards } from './insight-cards';
import { TranscriptEditor } from './transcript-editor';
import { TranscriptionStatus } from './transcription-status';

interface Props {
  recording: VoiceRecording;
  heading: string;
  actions?: ReactNode;
  /** The executive the recording belongs to (for editing and retrying); undefined while the session loads. */
  executiveId?: number | undefined;
}

export function RecordingDetail({ recording, heading, actions, executiveId }: Props) {
  return (
    <Stack gap="4" data-testid="recording-detail">
      <HStack justify="space-between" align="start" wrap="wrap" gap="2">
        <Stack gap="0.5">
          <Heading as="h3" size="sm">
            {heading}
          </Heading>
          <Text fontSize="sm" color="fg.muted">
            <time dateTime={recording.timestamp}>{formatDayTime(recording.timestamp)}</time>
            {' · '}
            <span aria-label={`Duration ${formatMmSs(recording.durationSeconds)}`}>{formatMmSs(recording.durationSeconds)}</span>
            {' · '}Session {recording.sessionId}
          </Text>
        </Stack>
        {actions}
      </HStack>
      <TranscriptionStatus executiveId={executiveId} recording={recording} />
      {/* Keyed by recording: another selection starts with its own text, not an open draft. */}
      <TranscriptEditor key={recording.id} executiveId={executiveId} recording={recording} />
      {recording.audioFileUrl ? (
        <audio key={recording.audioFileUrl} controls preload="metadata" src={recording.audioFileUrl} aria-label="Play recording" style={{ width: '100%' }} />
      ) : (
        <Text fontSize="sm" color="fg.muted">
          No audio was stored for this recording.
        </Text>
      )}
      <InsightCards insights={recording.insights} />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
        <ActionsCard actions={recording.actions} />
        <TagsCard tags={recording.tags} />
      </SimpleGrid>
    </Stack>
  );
}
