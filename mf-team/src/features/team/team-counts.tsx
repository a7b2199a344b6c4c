// Header counts: direct reports, upcoming meetings, active alerts.
import type { DirectReport } from '@provana/contracts';
import { SimpleGrid, Stack, Text } from '@provana/ui';
import { isUpcoming } from '../../lib/team-rules';

export function TeamCounts({ team, now }: { team: DirectReport[]; now: Date }) {
  const counts = [
    { label: 'Direct Reports', value: team.length },
    { label: 'Upcoming Meetings', value: team.filter((r) => isUpcoming(r.next_meeting, now)).length },
    { label: 'Active Alerts', value: team.filter((r) => r.alerts.reminder_24hr_before).length },
  ];
  return (
    <SimpleGrid as="dl" columns={3} gap="3">
      {counts.map((c) => (
        <Stack key={c.label} gap="0" p="3" borderWidth="1px" borderRadius="lg" data-testid="team-count">
          <Text as="dt" fontSize="sm" color="fg.muted">
            {c.label}
          </Text>
          <Text as="dd" fontSize="2xl" fontWeight="semibold">
            {c.value}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}
