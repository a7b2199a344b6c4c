// Development Focus and Linked Strategic Goals.
import type { DirectReport } from '@provana/contracts';
import { SectionCard, Stack, Text } from '@provana/ui';

export function DevelopmentFocusCard({ report }: { report: DirectReport }) {
  return (
    <SectionCard title="Development Focus" level={3}>
      <Text>{report.development_focus || 'No development focus set.'}</Text>
    </SectionCard>
  );
}

export function LinkedGoalsCard({ report }: { report: DirectReport }) {
  return (
    <SectionCard title="Linked Strategic Goals" level={3}>
      {report.goals_linked.length === 0 ? (
        <Text color="fg.muted">No strategic goals linked.</Text>
      ) : (
        <Stack as="ul" gap="1" ps="5" listStyleType="disc">
          {report.goals_linked.map((goal) => (
            <li key={goal}>{goal}</li>
          ))}
        </Stack>
      )}
    </SectionCard>
  );
}
