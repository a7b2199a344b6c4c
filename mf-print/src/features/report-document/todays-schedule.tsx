// Today's Schedule: up to 4 of today's meetings by start time (always on every report).
import type { Meeting } from '@provana/contracts';
import { formatClockFromText } from '@provana/dates';
import { EmptyLine, ReportSection } from '../report-parts/report-section';
import { ReportTable } from '../report-parts/report-table';

export function TodaysSchedule({ schedule }: { schedule: Meeting[] | null }) {
  return (
    <ReportSection title="Today's Schedule" testId="todays-schedule">
      {schedule === null ? (
        <EmptyLine>The schedule could not be loaded.</EmptyLine>
      ) : schedule.length === 0 ? (
        <EmptyLine>No meetings scheduled today.</EmptyLine>
      ) : (
        <ReportTable
          caption="Today's meetings"
          rowKey={(m) => m.id}
          rows={schedule}
          columns={[
            { header: 'Time', cell: (m) => formatClockFromText(m.startTime), nowrap: true },
            { header: 'Meeting', cell: (m) => m.title },
            { header: 'Location', cell: (m) => m.location || '-' },
          ]}
        />
      )}
    </ReportSection>
  );
}
