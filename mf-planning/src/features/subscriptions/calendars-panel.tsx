// "Calendars": the external calendars the executive subscribes to (read-only, refreshed every 15
// minutes), with Add calendar and Import .ics file. Loading, empty and error states as every section.
// The list is read again every minute while shown, so a sync done by the server (the first one that
// outlasted the add, the 15-minute ones) shows its time, count and error without a reload.
import type { CalendarSubscription } from '@provana/contracts';
import { useTimeZone } from '@provana/api-client';
import { useGetCalendarSubscriptionsQuery } from '@provana/api-client/calendar';
import { QueryState, useExecutiveQuery, WriteOnly } from '@provana/sections';
import { Box, HStack, Heading, Stack, Text } from '@provana/ui';
import { CalendarDialog } from './calendar-dialog';
import { ImportIcsButton } from './import-ics-button';
import { SubscriptionRow } from './subscription-row';
import { SUBSCRIPTION_POLL_MS } from './use-subscribed-items';

const POLL = { pollingInterval: SUBSCRIPTION_POLL_MS, skipPollingIfUnfocused: true };

export function CalendarsPanel() {
  const query = useExecutiveQuery(useGetCalendarSubscriptionsQuery, POLL);
  const timeZone = useTimeZone();
  const { executiveId } = query;

  return (
    <Box as="section" aria-labelledby="calendars-panel-title" borderWidth="1px" borderRadius="lg" p="3" data-testid="calendars-panel">
      <HStack justify="space-between" wrap="wrap" gap="2" mb="2">
        <Heading as="h3" size="sm" id="calendars-panel-title">
          Calendars
        </Heading>
        {executiveId !== undefined && (
          <HStack gap="2" wrap="wrap">
            <WriteOnly>
              <ImportIcsButton executiveId={executiveId} />
            </WriteOnly>
            <WriteOnly least="owner">
              <CalendarDialog executiveId={executiveId} mode="add" />
            </WriteOnly>
          </HStack>
        )}
      </HStack>
      <QueryState<CalendarSubscription[]>
        query={query}
        loadingLabel="Loading calendars..."
        empty={{
          title: 'No subscribed calendars yet',
          description:
            'Add calendar and paste the secret iCal address that Google Calendar, Outlook or iCloud gives you for a calendar: its events show here, read-only, and stay up to date.',
        }}
      >
        {(subscriptions, id) => (
          <Stack as="ul" gap="0" ps="0" aria-label="Subscribed calendars">
            {subscriptions.map((subscription) => (
              <SubscriptionRow key={subscription.id} executiveId={id} subscription={subscription} timeZone={timeZone} />
            ))}
          </Stack>
        )}
      </QueryState>
      <Text fontSize="xs" color="fg.muted" mt="2">
        Subscribed events are read-only here; change them in the calendar they come from.
      </Text>
    </Box>
  );
}
