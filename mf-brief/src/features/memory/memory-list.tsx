// Smart Memory notes: the note, its tag and when it comes back (next trigger).
import { Badge, Flex, Stack, Text } from '@provana/ui';
import type { MemoryNote } from '@provana/contracts';

interface MemoryListProps {
  notes: readonly MemoryNote[];
  /** The deep link's marker for a note (useDeepLink's highlightProps). */
  linkProps?: (id: number) => Record<string, string>;
}

export function MemoryList({ notes, linkProps }: MemoryListProps) {
  return (
    <Stack as="ul" gap="3" listStyleType="none" aria-label="Memory notes">
      {notes.map((note) => (
        <Stack as="li" key={note.id} gap="1" borderWidth="1px" borderRadius="md" p="3" data-testid="memory-note" {...linkProps?.(note.id)}>
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
