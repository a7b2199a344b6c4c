// The Daily Brief card: its day, Print button, every priority, today's meetings and the assistant's insight.
import { useNavigate } from '@provana/router';
import { Button, Heading, SectionCard, Stack, Text } from '@provana/ui';
import type { BriefMeeting, Priority } from '@provana/contracts';
import { formatDay } from '@provana/dates';
import { MeetingList } from './meeting-list';
import { PriorityList } from './priority-list';

interface BriefCardProps {
  executiveId: number;
  /** The brief's day (YYYY-MM-DD): today in the executive's zone. */
  date: string;
  priorities: readonly Priority[];
  meetings: readonly BriefMeeting[];
  aiInsight: string;
}

export function BriefCard({ executiveId, date, priorities, meetings, aiInsight }: BriefCardProps) {
  const navigate = useNavigate();
  return (
    <SectionCard
      title="Daily Brief"
      actions={
        <Button size="sm" variant="outline" onClick={() => void navigate('/print-report/daily-brief')}>
          Print
        </Button>
      }
    >
      <Stack gap="5">
        <Text fontSize="sm" color="fg.muted" mt="-3" data-testid="brief-date">
          {formatDay(date, 'long')}
        </Text>
        {aiInsight && (
          <Stack gap="1" borderLeftWidth="3px" borderColor="blue.solid" pl="3" data-testid="ai-insight">
            <Text fontSize="xs" fontWeight="semibold" textTransform="uppercase" color="fg.muted">
              AI Insight
            </Text>
            <Text>{aiInsight}</Text>
          </Stack>
        )}
        <Stack gap="2">
          <Heading as="h3" size="sm">
            Priorities
          </Heading>
          <PriorityList executiveId={executiveId} priorities={priorities} />
        </Stack>
        <Stack gap="2">
          <Heading as="h3" size="sm">
            Today&apos;s Meetings
          </Heading>
          <MeetingList meetings={meetings} />
        </Stack>
      </Stack>
    </SectionCard>
  );
}
