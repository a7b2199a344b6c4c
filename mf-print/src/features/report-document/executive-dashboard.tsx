// The report's Executive Dashboard: goal alignment, tasks completed, upcoming meetings. A figure that
// stands in for missing data (the spec's 85, 3, 4) is marked with * and explained.
import { Box, SimpleGrid, Text } from '@provana/ui';
import type { Figure, ReportSummary } from '../report-model/report-summary';
import { ReportSection } from '../report-parts/report-section';

function FigureTile({ label, figure, unit = '' }: { label: string; figure: Figure; unit?: string }) {
  return (
    // A phone's screen leaves a tile about 100 px: less side padding keeps "Completed" whole (print unchanged).
    <Box borderWidth="1px" borderColor="gray.300" borderRadius="md" p="3" textAlign="center" css={{ '@media screen and (max-width: 29.99rem)': { px: '1' } }}>
      <Text fontSize="2xl" fontWeight="bold" fontVariantNumeric="tabular-nums">
        {figure.value}
        {unit}
        {figure.isFallback ? '*' : ''}
      </Text>
      <Text fontSize="sm">{label}</Text>
    </Box>
  );
}

export const FALLBACK_NOTE = '* Sample figure: this data could not be loaded.';

export function ExecutiveDashboard({ summary }: { summary: ReportSummary }) {
  const figures = [summary.goalAlignment, summary.tasksCompleted, summary.upcomingMeetings];
  return (
    <ReportSection title="Executive Dashboard" testId="executive-dashboard">
      <SimpleGrid columns={3} gap="3">
        <FigureTile label="Goal Alignment" figure={summary.goalAlignment} unit="%" />
        <FigureTile label="Tasks Completed" figure={summary.tasksCompleted} />
        <FigureTile label="Upcoming Meetings" figure={summary.upcomingMeetings} />
      </SimpleGrid>
      {figures.some((f) => f.isFallback) && (
        <Text fontSize="xs" mt="2">
          {FALLBACK_NOTE}
        </Text>
      )}
    </ReportSection>
  );
}
