// Smart Memory notes: the note, its tag and when it comes back (next trigger); a private one shows
// its lock; whoever may mark items private marks or unmarks it there. One a delegate added says so.
import { Badge, Flex, Stack, Text } from '@provana/ui';
import { PrivateBadge, PrivateToggle } from '@provana/ui/parts';
import type { MemoryNote } from '@provana/contracts';
import { ByDelegateNote } from '@provana/sections';

interface MemoryListProps {
  notes: readonly MemoryNote[];
  /** Marks a note private or not; absent: the lock only shows (the reader may not mark items private). */
  onSetPrivate?: (note: MemoryNote, isPrivate: boolean) => void;
  /** The deep link's marker for a note (useDeepLink's highlightProps). */
  linkProps?: (id: number) => Record<string, string>;
}

export function MemoryList({ notes, linkProps, onSetPrivate }: MemoryListProps) {
  return (
    <Stack as="ul" gap="3" listStyleType="none" aria-label="Memory notes">
      {notes.map((note) => (
        <Stack as="li" key={note.id} gap="1" borderWidth="1px" borderRadius="md" p="3" data-testid="memory-note" {...linkProps?.(note.id)}>
          <Flex gap="2" align="flex-start" justify="space-between">
            <Text>{note.note}</Text>
            <Flex gap="1" align="center" flexShrink={0}>
              {note.private && <PrivateBadge />}
              {onSetPrivate && <PrivateToggle isPrivate={note.private === true} itemName={note.note} onToggle={(next) => onSetPrivate(note, next)} />}
            </Flex>
          </Flex>
          <Flex gap="2" align="center" wrap="wrap">
            <Badge colorPalette="purple" variant="subtle">
              {note.tag}
            </Badge>
            <Text fontSize="sm" color="fg.muted">
              Next trigger: {note.nextTrigger}
            </Text>
            <ByDelegateNote by={note.byDelegate} />
          </Flex>
        </Stack>
      ))}
    </Stack>
  );
}
