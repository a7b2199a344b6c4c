// Meeting Notes: every saved note of the report's 1:1s, past meetings' included, grouped by meeting
// (latest first). Always shown, so a saved note stays visible after a reload or "Complete 1:1".
import { useGetMeetingNotesQuery } from '@provana/api-client/team';
import { QueryState, useExecutiveQueryWith } from '@provana/sections';
import { Heading, SectionCard, Stack, Text } from '@provana/ui';
import { formatMeeting } from '@provana/dates';
import { notesByMeeting } from '../../../lib/meeting-notes';
import type { ReportProps } from './report-detail';

export function MeetingNotesCard({ report }: Omit<ReportProps, 'now'>) {
  const query = useExecutiveQueryWith(useGetMeetingNotesQuery, (id: number) => ({ executiveId: id, name: report.name }));
  const body = (
    <QueryState query={query} loadingLabel="Loading meeting notes...">
      {(data) =>
        data.length === 0 ? (
          <Text color="fg.muted">No meeting notes yet. Use Add Meeting Notes to keep notes of a 1:1.</Text>
        ) : (
          <Stack gap="4">
            {notesByMeeting(data).map((group) => {
              const when = formatMeeting(group.meetingAt);
              return (
                <Stack as="section" key={group.meetingAt} gap="1" aria-label={`Notes of the meeting on ${when}`} data-testid="meeting-notes-group">
                  <Heading as="h4" size="sm">
                    Meeting on {when}
                  </Heading>
                  <Stack as="ul" gap="2" listStyleType="none">
                    {group.notes.map((n) => (
                      <Text as="li" key={n.id} data-testid="meeting-note" whiteSpace="pre-wrap">
                        {n.content}
                      </Text>
                    ))}
                  </Stack>
                </Stack>
              );
            })}
          </Stack>
        )
      }
    </QueryState>
  );
  return (
    <SectionCard title="Meeting Notes" level={3}>
      {body}
    </SectionCard>
  );
}
