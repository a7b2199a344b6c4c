// daily-brief: every open priority grouped by urgency, and all of today's meetings.
import type { DailyBrief, Priority } from '@provana/contracts';
import { priorityLabels, URGENCIES } from '@provana/ui';
import { formatClockFromText } from '@provana/dates';
import { formatDay } from '../../lib/format';
import { byStartTime, byUrgency } from '../report-model/report-summary';
import { EmptyLine, ReportSection } from '../report-parts/report-section';
import { ReportTable } from '../report-parts/report-table';

export function DailyBriefBody({ priorities, brief }: { priorities: Priority[] | undefined; brief: DailyBrief | undefined }) {
  const open = priorities ? byUrgency(priorities) : null;
  const meetings = brief ? byStartTime(brief.meetings) : null;
  return (
    <>
      <ReportSection title="Open Priorities by Urgency" testId="open-priorities">
        {open === null ? (
          <EmptyLine>Priorities could not be loaded.</EmptyLine>
        ) : open.length === 0 ? (
          <EmptyLine>No open priorities.</EmptyLine>
        ) : (
          <ReportTable
            caption="Open priorities"
            rowKey={(p) => p.id}
            rows={open}
            columns={[
              { header: 'Urgency', cell: (p) => priorityLabels(p.urgency).label },
              { header: 'Task', cell: (p) => p.task },
              { header: 'Due', cell: (p) => (p.dueDate ? formatDay(p.dueDate) : 'No due date'), nowrap: true },
            ]}
          />
        )}
        {open && open.length > 0 && (
          <EmptyLine>{URGENCIES.map((u) => `${priorityLabels(u).label}: ${open.filter((p) => p.urgency === u).length}`).join(' · ')}</EmptyLine>
        )}
      </ReportSection>
      <ReportSection title="Today's Meetings" testId="todays-meetings">
        {meetings === null ? (
          <EmptyLine>Meetings could not be loaded.</EmptyLine>
        ) : meetings.length === 0 ? (
          <EmptyLine>No meetings today.</EmptyLine>
        ) : (
          <ReportTable
            caption="All of today's meetings"
            rowKey={(m) => m.id}
            rows={meetings}
            columns={[
              { header: 'Start', cell: (m) => formatClockFromText(m.startTime), nowrap: true },
              // A subscribed calendar's meeting names its calendar.
              { header: 'Meeting', cell: (m) => (m.source ? `${m.title} (from ${m.source.name})` : m.title) },
              { header: 'Location', cell: (m) => m.location || '-' },
              { header: 'Attendees', cell: (m) => m.attendees.join(', ') || '-' },
            ]}
          />
        )}
      </ReportSection>
    </>
  );
}
