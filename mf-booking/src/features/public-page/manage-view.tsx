// The mail's links: /book/cancel/<token> asks once more and cancels; /book/reschedule/<token> shows the
// free times and moves the booking. A used or unknown token says the link no longer works.
import type { PublicBooking } from '@provana/contracts/booking';
import { useCancelGuestBookingMutation, useGetGuestBookingQuery, useRescheduleGuestBookingMutation } from '@provana/api-client/public-booking';
import { formatApiError } from '@provana/api-client';
import { Alert, Button, ErrorState, LoadingState, Stack, Text } from '@provana/ui';
import { FormError } from '@provana/ui/parts';
import { browserTimeZone, formatDayTimeIn } from '@provana/dates';
import { useState } from 'react';
import { BookingFrame } from './booking-frame';
import { SlotPicker } from './slot-picker';

function Done({ title, booking, zone, words }: { title: string; booking: PublicBooking; zone: string; words: string }) {
  return (
    <BookingFrame title={title}>
      <Alert.Root status="success">
        <Alert.Indicator />
        <Alert.Title>
          {booking.typeName} with {booking.hostName}, {formatDayTimeIn(booking.startAt, zone)} ({zone})
        </Alert.Title>
      </Alert.Root>
      <Text>{words}</Text>
    </BookingFrame>
  );
}

export function ManageView({ purpose, token }: { purpose: 'cancel' | 'reschedule'; token: string }) {
  const query = useGetGuestBookingQuery(token);
  const [zone, setZone] = useState(browserTimeZone);
  const [duration, setDuration] = useState<number | null>(null);
  const [picked, setPicked] = useState<string | null>(null);
  const [cancel, cancelState] = useCancelGuestBookingMutation();
  const [reschedule, rescheduleState] = useRescheduleGuestBookingMutation();
  const [done, setDone] = useState<PublicBooking | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  if (query.isLoading) return <LoadingState label="Loading your booking..." />;
  if (!query.data || query.data.purpose !== purpose) {
    return (
      <BookingFrame title="Your booking">
        <ErrorState title="This link no longer works" message={formatApiError(query.error)} onRetry={() => void query.refetch()} />
      </BookingFrame>
    );
  }
  const { booking, page } = query.data;
  if (done) {
    return purpose === 'cancel' ? (
      <Done title="Your booking is cancelled" booking={done} zone={zone} words="A cancellation is on its way to your email." />
    ) : (
      <Done title="Your booking is moved" booking={done} zone={zone} words="An updated invitation is on its way to your email." />
    );
  }
  const when = `${formatDayTimeIn(booking.startAt, zone)} (${zone})`;
  const act = async (work: () => Promise<PublicBooking>) => {
    setFailure(null);
    try {
      setDone(await work());
    } catch (error) {
      setFailure(formatApiError(error));
      setPicked(null);
      void query.refetch();
    }
  };
  if (purpose === 'cancel') {
    return (
      <BookingFrame title="Cancel your booking">
        <Text>
          {booking.typeName} with {booking.hostName}, {when}
        </Text>
        <FormError>{failure}</FormError>
        <Button
          alignSelf="flex-start"
          colorPalette="red"
          loading={cancelState.isLoading}
          loadingText="Cancelling..."
          onClick={() => void act(() => cancel({ token }).unwrap())}
        >
          Cancel booking
        </Button>
      </BookingFrame>
    );
  }
  const minutes = duration ?? page?.durations[0] ?? 30;
  return (
    <BookingFrame title="Reschedule your booking">
      <Text>
        Now: {booking.typeName} with {booking.hostName}, {when}
      </Text>
      <FormError>{failure}</FormError>
      {page && (
        <Stack gap="4">
          <SlotPicker page={page} zone={zone} onZone={setZone} duration={minutes} onDuration={setDuration} picked={picked} onPick={setPicked} />
          {picked && (
            <Button
              alignSelf="flex-start"
              loading={rescheduleState.isLoading}
              loadingText="Moving..."
              onClick={() => void act(() => reschedule({ token, start: picked, duration: minutes }).unwrap())}
            >
              Move to {formatDayTimeIn(picked, zone)}
            </Button>
          )}
        </Stack>
      )}
    </BookingFrame>
  );
}
