// Life events: the event, its date and place, and whether a reminder is set.
import { Badge, Flex, Stack, Text } from '@provana/ui';
import type { PersonalEvent } from '@provana/contracts';
import { formatDay } from '@provana/dates';

interface LifeEventListProps {
  events: readonly PersonalEvent[];
  /** The deep link's marker for an event (useDeepLink's highlightProps). */
  linkProps?: (id: number) => Record<string, string>;
}

export function LifeEventList({ events, linkProps }: LifeEventListProps) {
  return (
    <Stack as="ul" gap="3" listStyleType="none" aria-label="Life events">
      {events.map((event) => (
        <Stack as="li" key={event.id} gap="1" borderWidth="1px" borderRadius="md" p="3" data-testid="life-event" {...linkProps?.(event.id)}>
          <Text fontWeight="medium">{event.event}</Text>
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
