// Life events: the event, its date and place, and whether a reminder is set; a private one shows its
// lock; whoever may mark items private marks or unmarks it there.
import { Badge, Flex, Stack, Text } from '@provana/ui';
import { PrivateBadge, PrivateToggle } from '@provana/ui/parts';
import type { PersonalEvent } from '@provana/contracts';
import { formatDay } from '@provana/dates';

interface LifeEventListProps {
  events: readonly PersonalEvent[];
  /** The deep link's marker for an event (useDeepLink's highlightProps). */
  linkProps?: (id: number) => Record<string, string>;
  /** Marks an event private or not; absent: the lock only shows (the reader may not mark items private). */
  onSetPrivate?: (event: PersonalEvent, isPrivate: boolean) => void;
}

export function LifeEventList({ events, linkProps, onSetPrivate }: LifeEventListProps) {
  return (
    <Stack as="ul" gap="3" listStyleType="none" aria-label="Life events">
      {events.map((event) => (
        <Stack as="li" key={event.id} gap="1" borderWidth="1px" borderRadius="md" p="3" data-testid="life-event" {...linkProps?.(event.id)}>
          <Flex gap="2" align="flex-start" justify="space-between">
            <Text fontWeight="medium">{event.event}</Text>
            <Flex gap="1" align="center" flexShrink={0}>
              {event.private && <PrivateBadge />}
              {onSetPrivate && <PrivateToggle isPrivate={event.private === true} itemName={event.event} onToggle={(next) => onSetPrivate(event, next)} />}
            </Flex>
          </Flex>
          <Flex gap="2" align="center" wrap="wrap">
            <Text fontSize="sm" color="fg.muted">
              {formatDay(event.date, 'weekday')}
              {event.location ? ` · ${event.location}` : ''}
            </Text>
            {event.reminderSet && (
              <Badge colorPalette="green" variant="subtle">
                Reminder set
              </Badge>
            )}
          </Flex>
        </Stack>
      ))}
    </Stack>
  );
}
