// One booking type: what it offers, its links, and (for Editors and up) new links, a one-off link,
// Change and Delete.
import { LOCATION_LABELS, type BookingLink, type BookingType } from '@provana/contracts/booking';
import { useCreateBookingLinkMutation, useDeleteBookingTypeMutation } from '@provana/api-client/booking';
import { WriteOnly } from '@provana/sections';
import { Button, Card, Heading, HStack, Stack, Text, notify } from '@provana/ui';
import { useState } from 'react';
import { LinkList } from './link-list';
import { OneOffForm } from './one-off-form';
import { WEEKDAYS } from './type-form-values';

function hoursText(type: BookingType): string {
  const days = WEEKDAYS.filter(([day]) => (type.weeklyHours[day]?.length ?? 0) > 0);
  if (days.length === 0) return 'No bookable hours';
  const ranges = days.map(([day, label]) => `${label} ${(type.weeklyHours[day] ?? []).map((r) => `${r.start}–${r.end}`).join(', ')}`);
  return ranges.join(' · ');
}

export interface BookingTypeCardProps {
  executiveId: number;
  type: BookingType;
  links: BookingLink[];
  timeZone: string;
  onEdit: () => void;
}

export function BookingTypeCard({ executiveId, type, links, timeZone, onEdit }: BookingTypeCardProps) {
  const [createLink, creating] = useCreateBookingLinkMutation();
  const [remove, removing] = useDeleteBookingTypeMutation();
  const [oneOff, setOneOff] = useState(false);
  const newLink = (singleUse: boolean) =>
    void createLink({ executiveId, body: { bookingTypeId: type.id, singleUse } })
      .unwrap()
      .then(() => notify({ title: singleUse ? 'Single-use link created' : 'Link created', type: 'success' }));
  return (
    <Card.Root as="article" aria-label={type.name}>
      <Card.Body>
        <Stack gap="3">
          <Heading as="h4" size="sm">
            {type.name}
          </Heading>
          <Text fontSize="sm">
            {type.durations.map((d) => `${d} min`).join(' or ')} · {LOCATION_LABELS[type.locationKind]} · {type.horizonDays} days ahead
          </Text>
          <Text fontSize="sm" color="fg.muted">
            {hoursText(type)}
          </Text>
          <LinkList executiveId={executiveId} links={links} timeZone={timeZone} />
          <WriteOnly>
            <HStack wrap="wrap" gap="2">
              <Button size="sm" loading={creating.isLoading} onClick={() => newLink(false)}>
                Create link
              </Button>
              <Button size="sm" variant="outline" onClick={() => newLink(true)}>
                Create single-use link
              </Button>
              <Button size="sm" variant="outline" onClick={() => setOneOff(true)}>
                Offer specific times
              </Button>
              <Button size="sm" variant="ghost" onClick={onEdit}>
                Change
              </Button>
              <Button
                size="sm"
                variant="ghost"
                colorPalette="red"
                loading={removing.isLoading}
                onClick={() =>
                  void remove({ executiveId, typeId: type.id })
                    .unwrap()
                    .then(() => notify({ title: 'Booking type deleted', type: 'success' }))
                }
              >
                Delete
              </Button>
            </HStack>
            {oneOff && <OneOffForm executiveId={executiveId} typeId={type.id} timeZone={timeZone} onDone={() => setOneOff(false)} />}
          </WriteOnly>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
