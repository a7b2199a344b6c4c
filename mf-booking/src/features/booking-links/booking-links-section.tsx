// Booking Links: the booking types guests book from the executive's real availability, their links,
// and the bookings made. Editors and Full delegates set them up; every role sees the bookings.
import type { BookingType } from '@provana/contracts/booking';
import { useGetBookingSettingsQuery } from '@provana/api-client/booking';
import { QueryState, WriteOnly, useExecutiveQuery } from '@provana/sections';
import { Button, EmptyState, Heading, HStack, SectionCard, Stack, Text } from '@provana/ui';
import { useState } from 'react';
import { BookingTypeCard } from './booking-type-card';
import { BookingTypeForm } from './booking-type-form';
import { BookingsList } from './bookings-list';

export function BookingLinksSection() {
  const query = useExecutiveQuery(useGetBookingSettingsQuery);
  const [editing, setEditing] = useState<BookingType | 'new' | null>(null);
  return (
    <SectionCard title="Booking Links">
      <QueryState query={query} loadingLabel="Loading booking links..." isEmpty={() => false}>
        {(settings, executiveId) => (
          <Stack gap="6" data-testid="booking-links">
            <Text color="fg.muted">Guests pick a time from the free time in every calendar Provana knows, in {settings.timeZone}.</Text>
            <Stack as="section" aria-labelledby="types-heading" gap="3">
              <HStack justify="space-between" wrap="wrap">
                <Heading as="h3" size="md" id="types-heading">
                  Booking types
                </Heading>
                <WriteOnly>
                  {editing === null && (
                    <Button size="sm" onClick={() => setEditing('new')}>
                      Add booking type
                    </Button>
                  )}
                </WriteOnly>
              </HStack>
              {editing !== null && (
                <BookingTypeForm
                  key={editing === 'new' ? 'new' : editing.id}
                  executiveId={executiveId}
                  settings={settings}
                  editing={editing === 'new' ? null : editing}
                  onDone={() => setEditing(null)}
                />
              )}
              {settings.types.length === 0 && editing === null && (
                <EmptyState title="No booking types yet" description="Add one, then send its link: guests book from the free time in your calendars." />
              )}
              {settings.types.map((type) => (
                <BookingTypeCard
                  key={type.id}
                  executiveId={executiveId}
                  type={type}
                  links={settings.links.filter((l) => l.bookingTypeId === type.id)}
                  timeZone={settings.timeZone}
                  onEdit={() => setEditing(type)}
                />
              ))}
            </Stack>
            <BookingsList timeZone={settings.timeZone} />
          </Stack>
        )}
      </QueryState>
    </SectionCard>
  );
}
