// The selected direct report: every detail card, all from the API.
import { WriteOnly } from '@provana/sections';
import type { DirectReport } from '@provana/contracts';
import { Heading, SimpleGrid, Stack, Text } from '@provana/ui';
import { formatTenure } from '../../../lib/team-rules';
import { ManageReport } from '../roster/manage-report';
import { ActionItemsCard } from './action-items-card';
import { AddCoachingNote } from './add-coaching-note';
import { CoachingNotesCard } from './coaching-notes-card';
import { DevelopmentFocusCard, LinkedGoalsCard } from './focus-cards';
import { MeetingNotesCard } from './meeting-notes-card';
import { NextMeetingCard } from './next-meeting-card';
import { RecommendedActionsCard } from './recommended-actions-card';
import { TalkingPointsCard } from './talking-points-card';
import { VoiceLogsCard } from './voice-logs-card';

export interface ReportProps {
  executiveId: number;
  report: DirectReport;
  now: Date;
}

export function ReportDetail({ executiveId, report, now, onRenamed, onArchived }: ReportProps & { onRenamed: (name: string) => void; onArchived: () => void }) {
  return (
    <Stack gap="4" aria-label={`${report.name} details`} role="region" data-testid="report-detail">
      <Stack gap="0">
        <Heading as="h3" size="lg">
          {report.name}
        </Heading>
        <Text color="fg.muted">
          {report.role} · {formatTenure(report.start_date, now)}
        </Text>
      </Stack>
      <WriteOnly>
        <ManageReport executiveId={executiveId} report={report} onRenamed={onRenamed} onArchived={onArchived} />
      </WriteOnly>
      <SimpleGrid columns={{ base: 1, xl: 2 }} gap="4">
        <DevelopmentFocusCard report={report} />
        <LinkedGoalsCard report={report} />
      </SimpleGrid>
      <NextMeetingCard executiveId={executiveId} report={report} now={now} />
      <MeetingNotesCard executiveId={executiveId} report={report} />
      <SimpleGrid columns={{ base: 1, xl: 2 }} gap="4">
        <TalkingPointsCard executiveId={executiveId} report={report} now={now} />
        <ActionItemsCard executiveId={executiveId} report={report} now={now} />
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, xl: 2 }} gap="4">
        <CoachingNotesCard report={report} executiveId={executiveId} />
        <RecommendedActionsCard executiveId={executiveId} report={report} now={now} />
      </SimpleGrid>
      <VoiceLogsCard executiveId={executiveId} report={report} />
      <WriteOnly>
        <AddCoachingNote executiveId={executiveId} report={report} />
      </WriteOnly>
    </Stack>
  );
}
