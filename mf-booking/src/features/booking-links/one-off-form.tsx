// "Offer these times": up to five candidate times (wall clock in the executive's zone) for a link that
// offers only those, single-use if asked.
import { BOOKING_LIMITS } from '@provana/contracts/booking';
import { useCreateBookingLinkMutation } from '@provana/api-client/booking';
import { formatApiError } from '@provana/api-client';
import { Button, Field, HStack, Input, Stack, chakra, notify } from '@provana/ui';
import { FormError } from '@provana/ui/parts';
import { instantOf } from '@provana/dates';
import { useId, useState } from 'react';

export function OneOffForm({ executiveId, typeId, timeZone, onDone }: { executiveId: number; typeId: number; timeZone: string; onDone: () => void }) {
  const [times, setTimes] = useState<string[]>(['']);
  const [singleUse, setSingleUse] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [create, state] = useCreateBookingLinkMutation();
  const id = useId();
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const chosen = times.filter(Boolean);
    if (chosen.length === 0) return setError('Pick at least one time.');
    try {
      const candidateTimes = chosen.map((wall) => instantOf(wall, timeZone).toISOString());
      await create({ executiveId, body: { bookingTypeId: typeId, singleUse, candidateTimes } }).unwrap();
      notify({ title: 'Link created', type: 'success' });
      onDone();
    } catch (failure) {
      setError(formatApiError(failure));
    }
  };
  return (
    <chakra.form onSubmit={(e) => void submit(e)} noValidate aria-label="Offer specific times" borderWidth="1px" borderRadius="lg" p="3">
      <Stack gap="2">
        {times.map((value, i) => (
          <Field.Root key={i}>
            <Field.Label htmlFor={`${id}-${i}`}>
              Time {i + 1} ({timeZone})
            </Field.Label>
            <Input id={`${id}-${i}`} type="datetime-local" value={value} onChange={(e) => setTimes(times.map((t, j) => (j === i ? e.target.value : t)))} />
          </Field.Root>
        ))}
        {times.length < BOOKING_LIMITS.candidates && (
          <Button size="xs" variant="ghost" alignSelf="flex-start" onClick={() => setTimes([...times, ''])}>
            Add another time
          </Button>
        )}
        <chakra.label display="inline-flex" alignItems="center" gap="2">
          <input type="checkbox" checked={singleUse} onChange={(e) => setSingleUse(e.target.checked)} />
          Single-use: spent after one booking
        </chakra.label>
        <FormError>{error}</FormError>
        <HStack justify="flex-end">
          <Button variant="ghost" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={state.isLoading}>
            Create Link
          </Button>
        </HStack>
      </Stack>
    </chakra.form>
  );
}
