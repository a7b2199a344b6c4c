// Smart Memory notes: the note, its tag and when it comes back (next trigger).
import { Badge, Flex, Stack, Text } from '@provana/ui';
import type { MemoryNote } from '@provana/contracts';

export function MemoryList({ notes }: { notes: readonly MemoryNote[] }) {
  return (
    <Stack as="ul" gap="3" listStyleType="none" aria-label="Memory notes">
      {notes.map((note) => (
        <Stack as="li" key={note.id} gap="1" borderWidth="1px" borderRadius="md" p="3" data-testid="memory-note">
          <Text>{note.note}</Text>
          <Flex gap="2" align="center" wrap="wrap">
            <Badge colorPalette="purple" variant="subtle">
              {note.tag}
            </Badge>
            <Text fontSize="sm" color="fg.muted">
              Next trigger: {note.nextTrigger}
            </Text>
          </Flex>
        </Stack>
      ))}
    </Stack>
  );
}
