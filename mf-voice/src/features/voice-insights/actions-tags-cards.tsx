// The Automated Actions card (four badges, Done/Skipped and Sent/Private) and the Context & Tags
// card with the spec's defaults (Untagged, General, No deadline).
import type { VoiceActions, VoiceTags } from '@provana/contracts';
import { Badge, Card, Heading, HStack, SimpleGrid, Stack, Text, Wrap } from '@provana/ui';

function StateBadge({ label, on, onText, offText }: { label: string; on: boolean; onText: string; offText: string }) {
  return (
    <HStack justify="space-between" gap="2">
      <Text fontSize="sm">{label}</Text>
      <Badge colorPalette={on ? 'green' : 'gray'} variant="subtle">
        {on ? onText : offText}
      </Badge>
    </HStack>
  );
}

export function ActionsCard({ actions }: { actions: VoiceActions }) {
  return (
    <Card.Root variant="outline" size="sm">
      <Card.Body gap="2">
        <Heading as="h3" size="sm">
          Automated Actions
        </Heading>
        <StateBadge label="Task Created" on={actions.todoCreated} onText="Done" offText="Skipped" />
        <StateBadge label="Calendar Entry" on={actions.calendarEntry} onText="Done" offText="Skipped" />
        <StateBadge label="Journal Entry" on={actions.journal} onText="Done" offText="Skipped" />
        <StateBadge label="Team Notification" on={actions.sendToTeam} onText="Sent" offText="Private" />
      </Card.Body>
    </Card.Root>
  );
}

function TagRow({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack gap="0.5">
      <Text fontSize="xs" color="fg.muted" textTransform="uppercase">
        {label}
      </Text>
      {children}
    </Stack>
  );
}

export function TagsCard({ tags }: { tags: VoiceTags }) {
  return (
    <Card.Root variant="outline" size="sm">
      <Card.Body gap="2">
        <Heading as="h3" size="sm">
          Context & Tags
        </Heading>
        <SimpleGrid columns={2} gap="3">
          <TagRow label="Project">
            <Text fontSize="sm">{tags.project || 'Untagged'}</Text>
          </TagRow>
          <TagRow label="Core Value">
            <Text fontSize="sm">{tags.coreValue || 'General'}</Text>
          </TagRow>
          <TagRow label="Categories">
            {tags.category.length > 0 ? (
              <Wrap gap="1">
                {tags.category.map((c) => (
                  <Badge key={c} variant="outline">
                    {c}
                  </Badge>
                ))}
              </Wrap>
            ) : (
              <Text fontSize="sm">None</Text>
            )}
          </TagRow>
          <TagRow label="Due Date">
            <Text fontSize="sm">{tags.dueDate || 'No deadline'}</Text>
          </TagRow>
        </SimpleGrid>
      </Card.Body>
    </Card.Root>
  );
}
