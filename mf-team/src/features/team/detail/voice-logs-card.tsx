// Voice Logs & Transcriptions: each log with its tags and a Convert to Action button (a real
// priority is created); a new log is a typed transcription until the voice remote's recorder exists.
import { useConvertTeamVoiceLogMutation, useGetTeamVoiceLogsQuery } from '@provana/api-client/team';
import type { DirectReport, TeamVoiceLog } from '@provana/contracts';
import { QueryState, useExecutiveQueryWith, WriteOnly } from '@provana/sections';
import { Badge, Button, HStack, SectionCard, Stack, Text, notify } from '@provana/ui';
import { formatDay } from '@provana/dates';
import { AddVoiceLogForm } from './add-voice-log-form';

interface Props {
  executiveId: number;
  report: DirectReport;
}

function VoiceLogItem({ executiveId, report, log }: Props & { log: TeamVoiceLog }) {
  const [convert, { isLoading }] = useConvertTeamVoiceLogMutation({ fixedCacheKey: `convert-voice-log-${log.id}` });
  const onConvert = async () => {
    try {
      await convert({ executiveId, name: report.name, logId: log.id }).unwrap();
      notify({ title: 'Voice Log Processed', description: 'The action was added to your priorities.', type: 'success' });
    } catch {
      notify({ title: 'Error', description: 'Failed to process voice log', type: 'error' });
    }
  };
  return (
    <Stack as="li" gap="2" p="3" borderWidth="1px" borderRadius="md" data-testid="voice-log">
      <HStack justify="space-between" gap="2" wrap="wrap">
        <Text fontSize="sm" color="fg.muted">
          {formatDay(log.date)}
        </Text>
        {log.converted_to_action ? (
          <Badge colorPalette="green">Converted to action</Badge>
        ) : (
          <WriteOnly>
            <Button size="xs" variant="outline" onClick={() => void onConvert()} loading={isLoading} loadingText="Processing...">
              Convert to Action
            </Button>
          </WriteOnly>
        )}
      </HStack>
      <Text>{log.transcription}</Text>
      {log.tags.length > 0 && (
        <HStack gap="1" wrap="wrap">
          {log.tags.map((t) => (
            <Badge key={t} variant="outline" size="sm">
              {t}
            </Badge>
          ))}
        </HStack>
      )}
    </Stack>
  );
}

export function VoiceLogsCard({ executiveId, report }: Props) {
  const query = useExecutiveQueryWith(useGetTeamVoiceLogsQuery, (id: number) => ({ executiveId: id, name: report.name }));
  const body = (
    <QueryState query={query} loadingLabel="Loading voice logs...">
      {(data) =>
        data.length === 0 ? (
          <Text color="fg.muted">No voice logs for {report.name} yet.</Text>
        ) : (
          <Stack as="ul" gap="2" listStyleType="none">
            {data.map((log) => (
              <VoiceLogItem key={log.id} executiveId={executiveId} report={report} log={log} />
            ))}
          </Stack>
        )
      }
    </QueryState>
  );
  return (
    <SectionCard title="Voice Logs & Transcriptions" level={3}>
      <Stack gap="4">
        {body}
        <WriteOnly>
          <AddVoiceLogForm executiveId={executiveId} report={report} />
        </WriteOnly>
      </Stack>
    </SectionCard>
  );
}
