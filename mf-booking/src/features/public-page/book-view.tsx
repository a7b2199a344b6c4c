// /book/<token>: pick a time, give your details, confirm; then the confirmation. A spent single-use
// link says so; a time taken meanwhile says so and shows the fresh times.
import type { PublicBooking } from '@provana/contracts/booking';
import { LINK_USED_MESSAGE, LOCATION_LABELS } from '@provana/contracts/booking-words';
import { useGetBookingPageQuery } from '@provana/api-client/public-booking';
import { formatApiError } from '@provana/api-client';
import { Alert, ErrorState, LoadingState, Stack, Text } from '@provana/ui';
import { browserTimeZone, formatDayTimeIn } from '@provana/dates';
import { useState } from 'react';
import { BookingFrame } from './booking-frame';
import { GuestForm, type ConfirmRefusal } from './guest-form';
import { SlotPicker } from './slot-picker';

export function BookView({ token }: { token: string }) {
  const query = useGetBookingPageQuery(token);
  const [zone, setZone] = useState(browserTimeZone);
  const [duration, setDuration] = useState<number | null>(null);
  const [picked, setPicked] = useState<string | null>(null);
  const [fresh, setFresh] = useState<ConfirmRefusal | null>(null);
  const [booked, setBooked] = useState<PublicBooking | null>(null);

  if (query.isLoading) return <LoadingState label="Loading available times..." />;
  if (!query.data) {
    return (
      <BookingFrame title="Booking link">
        <ErrorState title="This booking link does not work" message={formatApiError(query.error)} onRetry={() => void query.refetch()} />
      </BookingFrame>
    );
  }
  const page = query.data;
  const title = `${page.typeName} with ${page.hostName}`;
  if (booked) {
    return (
      <BookingFrame title="You are booked">
        <Alert.Root status="success">
          <Alert.Indicator />
          <Alert.Title>
            {booked.typeName} with {booked.hostName}, {formatDayTimeIn(booked.startAt, zone)} ({zone})
          </Alert.Title>
        </Alert.Root>
        <Text>A confirmation with a calendar invitation is on its way to your email, with links to reschedule or cancel.</Text>
      </BookingFrame>
    );
  }
  if (page.used || fresh?.kind === 'used') {
    return (
      <BookingFrame title={title}>
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Title>{LINK_USED_MESSAGE}</Alert.Title>
        </Alert.Root>
        <Text>Ask {page.hostName} for a new link if you need another time.</Text>
      </BookingFrame>
    );
  }
  const shown = fresh?.kind === 'taken' ? { ...page, slots: fresh.slots } : page;
  const minutes = duration ?? page.durations[0] ?? 30;
  return (
    <BookingFrame title={title}>
      <Text color="fg.muted">{LOCATION_LABELS[page.locationKind]}</Text>
      {fresh?.kind === 'taken' && (
        <Alert.Root status="warning" role="alert">
          <Alert.Indicator />
          <Alert.Title>That time was just taken. Please pick another.</Alert.Title>
        </Alert.Root>
      )}
      <Stack gap="6">
        <SlotPicker
          page={shown}
          zone={zone}
          onZone={setZone}
          duration={minutes}
          onDuration={(next) => {
            setDuration(next);
            setPicked(null);
          }}
          picked={picked}
          onPick={setPicked}
        />
        {picked && (
          <GuestForm
            token={token}
            page={page}
            start={picked}
            duration={minutes}
            zone={zone}
            onBooked={setBooked}
            onRefused={(refusal) => {
              setFresh(refusal);
              setPicked(null);
            }}
          />
        )}
      </Stack>
    </BookingFrame>
  );
}
