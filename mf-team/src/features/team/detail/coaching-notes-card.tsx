// Recent Coaching Notes, latest first (a saved note appears at the top when the team refetches).
import type { DirectReport } from '@provana/contracts';
import { Badge, HStack, SectionCard, Stack, Text } from '@provana/ui';
import { formatDay } from '@provana/dates';

const RECENT = 5;

export function CoachingNotesCard({ report }: { report: DirectReport }) {
  const notes = report.notes.slice(0, RECENT);
  return (
    <SectionCard title="Recent Coaching Notes" level={3}>
      {notes.length === 0 ? (
        <Text color="fg.muted">No coaching notes yet.</Text>
      ) : (
        <Stack as="ul" gap="3" listStyleType="none">
          {notes.map((n) => (
            <Stack as="li" key={n.id} gap="1" data-testid="coaching-note">
              <HStack gap="2">
                <Badge variant="subtle">{n.category}</Badge>
                <Text fontSize="sm" color="fg.muted">
                  {formatDay(n.date)}
                </Text>
              </HStack>
              <Text>{n.content}</Text>
            </Stack>
          ))}
        </Stack>
      )}
    </SectionCard>
  );
}
