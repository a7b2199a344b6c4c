// The guest's name, email and answers for the picked time. The server checks again and answers a
// taken time with fresh slots (409) and a spent link with 410: both are handed to the page.
import { PublicConfirmBodySchema, type PublicBooking, type PublicBookingPage } from '@provana/contracts/booking';
import { useConfirmGuestBookingMutation } from '@provana/api-client/public-booking';
import { TextField, useSchemaForm } from '@provana/sections';
import { Button, Stack, Text, chakra } from '@provana/ui';
import { FormError } from '@provana/ui/parts';
import { formatDayTimeIn } from '@provana/dates';

type GuestValues = { name: string; email: string; a0: string; a1: string; a2: string; a3: string; a4: string };
const ANSWER_KEYS = ['a0', 'a1', 'a2', 'a3', 'a4'] as const;
const EMPTY: GuestValues = { name: '', email: '', a0: '', a1: '', a2: '', a3: '', a4: '' };

export type ConfirmRefusal = { kind: 'taken'; slots: PublicBookingPage['slots'] } | { kind: 'used' };

const refusalOf = (error: unknown): ConfirmRefusal | null => {
  const failed = error as { status?: number; data?: { slots?: PublicBookingPage['slots'] } };
  if (failed.status === 409) return { kind: 'taken', slots: failed.data?.slots ?? [] };
  if (failed.status === 410) return { kind: 'used' };
  return null;
};

export interface GuestFormProps {
  token: string;
  page: PublicBookingPage;
  start: string;
  duration: number;
  zone: string;
  onBooked: (booking: PublicBooking) => void;
  onRefused: (refusal: ConfirmRefusal) => void;
}

export function GuestForm({ token, page, start, duration, zone, onBooked, onRefused }: GuestFormProps) {
  const toBody = (v: GuestValues) => ({
    start,
    duration,
    name: v.name,
    email: v.email,
    answers: page.questions.map((_q, i) => v[ANSWER_KEYS[i] ?? 'a0']),
    timeZone: zone,
  });
  const form = useSchemaForm(EMPTY, {
    schema: PublicConfirmBodySchema,
    toBody,
    fieldOf: (path) => (path === 'name' || path === 'email' ? path : /^answers\.(\d)$/.test(path) ? ANSWER_KEYS[Number(path.slice(8))] : undefined),
  });
  const [confirm, state] = useConfirmGuestBookingMutation();
  const submit = form.submit(async (v) => {
    const missing = page.questions.findIndex((q, i) => q.required && !v[ANSWER_KEYS[i] ?? 'a0'].trim());
    if (missing >= 0) return form.refuse(ANSWER_KEYS[missing] ?? 'a0', 'This answer is required');
    try {
      onBooked(await confirm({ token, body: toBody(v) }).unwrap());
    } catch (error) {
      const refusal = refusalOf(error);
      if (!refusal) throw error;
      onRefused(refusal);
    }
  });
  return (
    <chakra.form onSubmit={submit} noValidate aria-label="Your details" borderWidth="1px" borderRadius="lg" p="4">
      <Stack gap="3">
        <Text fontWeight="semibold">
          {formatDayTimeIn(start, zone)} · {duration} minutes
        </Text>
        <TextField form={form} name="name" label="Your name" required autoComplete="name" counter />
        <TextField form={form} name="email" label="Your email" type="email" required autoComplete="email" />
        {page.questions.map((question, i) => (
          <TextField
            key={question.label}
            form={form}
            name={ANSWER_KEYS[i] ?? 'a0'}
            label={question.label}
            required={question.required}
            rows={2}
            maxLength={500}
          />
        ))}
        <FormError>{form.formError}</FormError>
        <Button type="submit" loading={state.isLoading} loadingText="Booking..." alignSelf="flex-start">
          Confirm booking
        </Button>
      </Stack>
    </chakra.form>
  );
}
