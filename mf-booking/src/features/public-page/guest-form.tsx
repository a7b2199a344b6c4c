// The guest's name, email and answers for the picked time. The server checks again and answers a
// taken time with fresh slots (409) and a spent link with 410: both are handed to the page.
import type { PublicBooking, PublicBookingPage } from '@provana/contracts/booking';
import { BOOKING_LIMITS } from '@provana/contracts/booking-words';
import { useConfirmGuestBookingMutation } from '@provana/api-client/public-booking';
import { TextField, useSchemaForm } from '@provana/sections';
import { Button, Stack, Text, chakra } from '@provana/ui';
import { FormError } from '@provana/ui/parts';
import { formatDayTimeIn } from '@provana/dates';

export type GuestValues = { name: string; email: string; a0: string; a1: string; a2: string; a3: string; a4: string };
const ANSWER_KEYS = ['a0', 'a1', 'a2', 'a3', 'a4'] as const;
export const EMPTY_GUEST: GuestValues = { name: '', email: '', a0: '', a1: '', a2: '', a3: '', a4: '' };

/** The first problem per field, in the words the form shows after the label. */
export function guestProblems(v: GuestValues, questions: PublicBookingPage['questions']): Partial<Record<keyof GuestValues, string>> {
  const problems: Partial<Record<keyof GuestValues, string>> = {};
  if (!v.name.trim()) problems.name = 'is required';
  else if (v.name.trim().length > BOOKING_LIMITS.guestName) problems.name = `must be at most ${BOOKING_LIMITS.guestName} characters`;
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v.email.trim())) problems.email = 'must be a valid email address';
  questions.forEach((q, i) => {
    const key = ANSWER_KEYS[i];
    if (!key) return;
    if (q.required && !v[key].trim()) problems[key] = 'This answer is required';
    else if (v[key].length > BOOKING_LIMITS.answer) problems[key] = `This answer must be at most ${BOOKING_LIMITS.answer} characters`;
  });
  return problems;
}

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
  const form = useSchemaForm(EMPTY_GUEST, {
    // Checked here without the schema library (the server checks with the contracts' schema).
    validate: (v) => guestProblems(v, page.questions),
    fieldOf: (path) => (path === 'name' || path === 'email' ? path : /^answers\.(\d)$/.test(path) ? ANSWER_KEYS[Number(path.slice(8))] : undefined),
  });
  const [confirm, state] = useConfirmGuestBookingMutation();
  const submit = form.submit(async (v) => {
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
        <TextField form={form} name="name" label="Your name" required autoComplete="name" maxLength={BOOKING_LIMITS.guestName} />
        <TextField form={form} name="email" label="Your email" type="email" required autoComplete="email" />
        {page.questions.map((question, i) => (
          <TextField
            key={question.label}
            form={form}
            name={ANSWER_KEYS[i] ?? 'a0'}
            label={question.label}
            required={question.required}
            rows={2}
            maxLength={BOOKING_LIMITS.answer}
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
