// Recent Coaching Notes, latest first (a saved note appears at the top when the team refetches); a
// private one shows its lock, and whoever may mark items private marks or unmarks each there.
import type { DirectReport } from '@provana/contracts';
import { usePrivateMarking } from '@provana/sections/private-items';
import { Badge, HStack, SectionCard, Stack, Text } from '@provana/ui';
import { PrivateBadge, PrivateToggle } from '@provana/ui/parts';
import { formatDay } from '@provana/dates';

const RECENT = 5;

export function CoachingNotesCard({ report, executiveId }: { report: DirectReport; executiveId?: number | undefined }) {
  const notes = report.notes.slice(0, RECENT);
  const setPrivate = usePrivateMarking(executiveId);
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
                {n.private && <PrivateBadge />}
                {setPrivate && (
                  <PrivateToggle
                    isPrivate={n.private === true}
                    itemName={`${n.category} note of ${formatDay(n.date)}`}
                    onToggle={(next) => setPrivate({ kind: 'coaching-note', id: n.id, reportName: report.name }, next)}
                  />
                )}
              </HStack>
              <Text>{n.content}</Text>
            </Stack>
          ))}
        </Stack>
      )}
    </SectionCard>
  );
}
