// The free times, day by day in the guest's zone, with the executive's zone named; a picked time is
// pressed. Nothing free: said in words.
import type { PublicBookingPage } from '@provana/contracts/booking';
import { Box, Button, Heading, Stack, Text, Wrap } from '@provana/ui';
import { EmptyState } from '@provana/ui';
import { useMemo } from 'react';
import { slotDays } from './slot-days';
import { DurationPicker, ZonePicker } from './zone-picker';

export interface SlotPickerProps {
  page: PublicBookingPage;
  zone: string;
  onZone: (zone: string) => void;
  duration: number;
  onDuration: (minutes: number) => void;
  picked: string | null;
  onPick: (start: string) => void;
}

export function SlotPicker({ page, zone, onZone, duration, onDuration, picked, onPick }: SlotPickerProps) {
  const days = useMemo(() => slotDays(page.slots, duration, zone), [page.slots, duration, zone]);
  return (
    <Stack gap="4">
      <Stack gap="3" direction={{ base: 'column', md: 'row' }}>
        <ZonePicker value={zone} onChange={onZone} />
        <DurationPicker durations={page.durations} value={duration} onChange={onDuration} />
      </Stack>
      <Text color="fg.muted" fontSize="sm">
        Times are shown in {zone}. {page.hostName} is in {page.hostTimeZone}.
      </Text>
      {days.length === 0 ? (
        <EmptyState title="No free times" description="There is no free time to book right now. Please try again later." />
      ) : (
        days.map((day) => (
          <Box as="section" key={day.date} aria-label={day.label}>
            <Heading as="h2" size="sm" mb="2">
              {day.label}
            </Heading>
            <Wrap gap="2">
              {day.times.map((time) => (
                <Button
                  key={time.start}
                  size="sm"
                  minW="20"
                  variant={picked === time.start ? 'solid' : 'outline'}
                  aria-pressed={picked === time.start}
                  onClick={() => onPick(time.start)}
                >
                  {time.label}
                </Button>
              ))}
            </Wrap>
          </Box>
        ))
      )}
    </Stack>
  );
}
