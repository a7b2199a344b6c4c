// The clicked day's items, or the spec's empty text. A subscribed calendar's event is read-only:
// marked "From <calendar>" in its colour, with no delete. A private item shows its lock; a Busy block
// (the executive's private event, to a delegate without Full access) opens nothing. An event a
// delegate last added or changed says so ("changed by Sam").
import { ByDelegateNote, WriteOnly } from '@provana/sections';
import type { CalendarItem } from '@provana/contracts';
import { Badge, Box, HStack, Heading, PriorityIndicator, Stack, Text } from '@provana/ui';
import { PrivateBadge } from '@provana/ui/parts';
import { type DayItem, colourToken } from '../subscriptions/subscription-view';
import { formatClockFromText, formatDay } from '@provana/dates';
import { DeleteEventButton, eventIdOf, occurrenceStartOf } from './delete-event-button';
import { EditEventButton, NewEventButton } from './event-form/event-form-buttons';

const KIND_LABEL: Record<CalendarItem['kind'], string> = { event: 'Event', meeting: 'Meeting', priority: 'Task due', personal: 'Personal' };

interface DayDetailProps {
  date: string;
  /** Adding and editing events needs the executive (undefined while the session loads). */
  executiveId: number | undefined;
  items: readonly DayItem[];
  /** The deep link's marker for an event (useDeepLink's highlightProps). */
  linkProps?: (eventId: number) => Record<string, string>;
}

export function DayDetail({ date, executiveId, items, linkProps }: DayDetailProps) {
  return (
    <Box as="section" aria-label={`Items on ${formatDay(date)}`} borderWidth="1px" borderRadius="lg" p="3" data-testid="day-detail">
      <HStack justify="space-between" mb="2" gap="2" wrap="wrap">
        <Heading as="h3" size="sm">
          {formatDay(date)}
        </Heading>
        {executiveId !== undefined && <NewEventButton executiveId={executiveId} date={date} label="Add event" />}
      </HStack>
      {items.length === 0 ? (
        <Text color="fg.muted">No items scheduled for this day</Text>
      ) : (
        <Stack as="ul" gap="2" ps="0">
          {items.map((item) => {
            // A Busy block has no event the reader may open, edit or delete.
            const eventId = item.busy ? null : eventIdOf(item.id);
            return (
              <HStack
                as="li"
                key={item.id}
                gap="3"
                listStyleType="none"
                wrap="wrap"
                data-testid="day-item"
                {...(eventId !== null ? linkProps?.(eventId) : undefined)}
              >
                <Text minW="5rem" fontSize="sm" color="fg.muted">
                  {item.time ? formatClockFromText(item.time) : 'All day'}
                </Text>
                <Text flex="1" fontWeight="medium" data-busy={item.busy ? true : undefined}>
                  {item.title}
                </Text>
                {item.private && <PrivateBadge />}
                <ByDelegateNote by={item.byDelegate} />
                {item.source ? (
                  <Badge variant="outline" gap="1.5" data-testid="day-item-source">
                    <Box as="span" aria-hidden="true" w="2" h="2" borderRadius="full" bg={colourToken(item.source.colour)} />
                    From {item.source.name}
                  </Badge>
                ) : (
                  <Badge variant="subtle">{KIND_LABEL[item.kind]}</Badge>
                )}
                {item.urgency && <PriorityIndicator urgency={item.urgency} size="sm" short />}
                {eventId !== null && executiveId !== undefined && (
                  <WriteOnly>
                    <EditEventButton executiveId={executiveId} eventId={eventId} occurrenceStart={occurrenceStartOf(item.id)} date={date} title={item.title} />
                    <DeleteEventButton eventId={eventId} title={item.title} occurrenceStart={occurrenceStartOf(item.id)} />
                  </WriteOnly>
                )}
              </HStack>
            );
          })}
        </Stack>
      )}
    </Box>
  );
}
