// Critical Action Items: the top open priorities (at most 5), most urgent first.
import type { Priority } from '@provana/contracts';
import { formatDay } from '../../lib/format';
import { EmptyLine, ReportSection } from '../report-parts/report-section';
import { ReportTable } from '../report-parts/report-table';
import { UrgencyLabel } from '../report-parts/urgency-label';

export function ActionItems({ items, loaded }: { items: Priority[]; loaded: boolean }) {
  return (
    <ReportSection title="Critical Action Items" testId="action-items">
      {!loaded ? (
        <EmptyLine>Action items could not be loaded.</EmptyLine>
      ) : items.length === 0 ? (
        <EmptyLine>No open action items - great job staying on top of priorities!</EmptyLine>
      ) : (
        <ReportTable
          caption="Top action items"
          rowKey={(p) => p.id}
          rows={items}
          columns={[
            {
              header: 'Task',
              cell: (p) => (
                <>
                  <strong>{p.task}</strong>
                  {p.description ? (
                    <>
                      <br />
                      {p.description}
                    </>
                  ) : null}
                </>
              ),
            },
            { header: 'Urgency', cell: (p) => <UrgencyLabel urgency={p.urgency} /> },
            { header: 'Due', cell: (p) => (p.dueDate ? formatDay(p.dueDate) : 'No due date'), nowrap: true },
          ]}
        />
      )}
    </ReportSection>
  );
}
