// team-report: each direct report with next meeting, alerts, open action items and latest note.
import type { ReactNode } from 'react';
import type { DirectReport, Priority } from '@provana/contracts';
import { Box, ErrorState, LoadingState, Stack, Text } from '@provana/ui';
import { formatDayTime } from '@provana/dates';
import { formatDay } from '../../lib/format';
import type { Source } from '../report-data/use-report-data';
import { EmptyLine, ReportSection } from '../report-parts/report-section';
import { latestNote, openItemsFor } from './team-model';

function Line({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Text fontSize="sm">
      <strong>{label}:</strong> {children}
    </Text>
  );
}

function ReportCard({ report, priorities }: { report: DirectReport; priorities: Priority[] }) {
  const note = latestNote(report.notes);
  const items = openItemsFor(report, priorities);
  return (
    <ReportSection title={report.name} testId="direct-report">
      <Stack gap="1">
        <Line label="Role">{report.role}</Line>
        <Line label="Next meeting">{report.next_meeting ? formatDayTime(report.next_meeting) : 'None scheduled'}</Line>
        <Line label="Alerts">
          {report.alerts.reminder_24hr_before ? 'Alert Active (reminder 24 hours before)' : 'No active alert'}
          {report.alerts.check_in_prompt ? `. Check-in prompt: ${report.alerts.check_in_prompt}` : ''}
        </Line>
        <Line label="Open action items">{items.length === 0 ? 'None' : items.map((p) => p.task).join('; ')}</Line>
        <Line label="Latest note">{note ? `${formatDay(note.date)} (${note.category}): ${note.content}` : 'No notes yet'}</Line>
      </Stack>
    </ReportSection>
  );
}

export function TeamReportBody({ team, priorities }: { team: Source<DirectReport[]>; priorities: Priority[] | undefined }) {
  if (team.isLoading) return <LoadingState label="Loading your team..." />;
  if (team.error) return <ErrorState title="The team could not be loaded" message={team.error} onRetry={team.retry} />;
  const reports = team.data ?? [];
  return (
    <Box as="section" aria-label="Direct reports" data-testid="team-report">
      <Stack gap="3">
        {reports.length === 0 ? (
          <EmptyLine>No direct reports yet.</EmptyLine>
        ) : (
          reports.map((report) => <ReportCard key={report.id} report={report} priorities={priorities ?? []} />)
        )}
      </Stack>
    </Box>
  );
}
