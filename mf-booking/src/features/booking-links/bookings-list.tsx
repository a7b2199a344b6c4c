// The bookings guests made (from a week back on), in the executive's zone, with their answers; an
// Editor or Full delegate (or the executive) cancels one, and the guest is mailed.
import type { Booking } from '@provana/contracts/booking';
import { useCancelBookingMutation, useGetBookingsQuery } from '@provana/api-client/booking';
import { QueryState, WriteOnly, useExecutiveQuery } from '@provana/sections';
import { Badge, Button, Heading, HStack, Stack, Text, notify } from '@provana/ui';
import { formatDayTimeIn } from '@provana/dates';

function BookingRow({ executiveId, booking, timeZone }: { executiveId: number; booking: Booking; timeZone: string }) {
  const [cancel, cancelling] = useCancelBookingMutation();
  return (
    <Stack as="li" gap="1" borderTopWidth="1px" pt="2">
      <HStack wrap="wrap" gap="2">
        <Text fontWeight="semibold">{formatDayTimeIn(booking.startAt, timeZone)}</Text>
        <Text>
          {booking.typeName} with {booking.guestName}
        </Text>
        {booking.cancelledAt && <Badge colorPalette="gray">Cancelled</Badge>}
      </HStack>
      <Text fontSize="sm" color="fg.muted" wordBreak="break-all">
        {booking.guestEmail}
      </Text>
      {booking.answers
        .filter((a) => a.answer)
        .map((a) => (
          <Text key={a.question} fontSize="sm">
            {a.question} {a.answer}
          </Text>
        ))}
      {!booking.cancelledAt && (
        <WriteOnly>
          <Button
            size="xs"
            variant="outline"
            colorPalette="red"
            alignSelf="flex-start"
            loading={cancelling.isLoading}
            onClick={() =>
              void cancel({ executiveId, bookingId: booking.id })
                .unwrap()
                .then(() => notify({ title: 'Booking cancelled', description: 'The guest is told by email.', type: 'success' }))
            }
          >
            Cancel booking
          </Button>
        </WriteOnly>
      )}
    </Stack>
  );
}

export function BookingsList({ timeZone }: { timeZone: string }) {
  const query = useExecutiveQuery(useGetBookingsQuery);
  return (
    <Stack as="section" aria-labelledby="bookings-heading" gap="2">
      <Heading as="h3" size="md" id="bookings-heading">
        Bookings
      </Heading>
      <QueryState
        query={query}
        loadingLabel="Loading bookings..."
        empty={{ title: 'No bookings yet', description: 'Bookings guests make through your links show here.' }}
      >
        {(bookings, executiveId) => (
          <Stack as="ul" listStyleType="none" gap="2">
            {bookings.map((booking) => (
              <BookingRow key={booking.id} executiveId={executiveId} booking={booking} timeZone={timeZone} />
            ))}
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
