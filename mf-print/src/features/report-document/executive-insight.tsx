// The report's Executive Insight: the daily brief's AI insight for today.
import { Text } from '@provana/ui';
import { EmptyLine, ReportSection } from '../report-parts/report-section';

export function ExecutiveInsight({ insight }: { insight: string | undefined }) {
  return (
    <ReportSection title="Executive Insight">
      {insight ? <Text fontStyle="italic">{insight}</Text> : <EmptyLine>No insight is available for today.</EmptyLine>}
    </ReportSection>
  );
}
