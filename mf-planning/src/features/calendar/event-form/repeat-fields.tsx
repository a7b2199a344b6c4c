// The event form's Repeat part: how often, on which days for a weekly series, and when
// it ends (never, on a date, after a number of times).
import type { RepeatFrequency } from '@provana/contracts';
import type { FormErrors } from '@provana/sections';
import { Field, HStack, Input, Stack, Text, chakra } from '@provana/ui';
import { NativeSelect } from '@provana/ui/parts';
import { type EndsChoice, type EventFormValues, REPEAT_LABELS, type RepeatChoice, WEEKDAYS, weekdayCodeOf } from './event-form-model';

const REPEATS = Object.keys(REPEAT_LABELS) as RepeatChoice[];
const ENDS: Record<EndsChoice, string> = { never: 'Never', until: 'On a date', count: 'After a number of times' };

interface RepeatFieldsProps {
  values: EventFormValues;
  set: <K extends keyof EventFormValues>(key: K, value: EventFormValues[K]) => void;
  errors: FormErrors<EventFormValues>;
}

export function RepeatFields({ values, set, errors }: RepeatFieldsProps) {
  const repeating = values.repeat !== 'none';
  // Weekly starts on the event's own weekday (the date may have changed since the form opened).
  const choose = (repeat: RepeatChoice) => {
    if (repeat === 'weekly' && values.repeat !== 'weekly' && /^\d{4}-\d{2}-\d{2}$/.test(values.date)) set('weekdays', [weekdayCodeOf(values.date)]);
    set('repeat', repeat);
  };
  const toggleDay = (code: (typeof WEEKDAYS)[number]['code'], on: boolean) =>
    set('weekdays', on ? [...values.weekdays, code] : values.weekdays.filter((d) => d !== code));
  return (
    <Stack gap="3">
      <Field.Root>
        <Field.Label>Repeat</Field.Label>
        <NativeSelect aria-label="Repeat" value={values.repeat} onChange={(e) => choose(e.target.value as RepeatChoice)}>
          {REPEATS.map((choice) => (
            <option key={choice} value={choice}>
              {REPEAT_LABELS[choice]}
            </option>
          ))}
        </NativeSelect>
      </Field.Root>
      {repeating && values.repeat === ('weekly' satisfies RepeatFrequency) && (
        <chakra.fieldset
          borderWidth="0"
          p="0"
          m="0"
          aria-invalid={errors.weekdays !== undefined}
          aria-describedby={errors.weekdays ? 'event-weekdays-error' : undefined}
        >
          <Text as="legend" fontSize="sm" fontWeight="medium" mb="1.5">
            On
          </Text>
          <HStack gap="3" wrap="wrap">
            {WEEKDAYS.map((day) => (
              <chakra.label key={day.code} display="inline-flex" alignItems="center" gap="1.5" fontSize="sm">
                <chakra.input
                  type="checkbox"
                  boxSize="4"
                  checked={values.weekdays.includes(day.code)}
                  onChange={(e) => toggleDay(day.code, e.target.checked)}
                  aria-label={day.label}
                />
                <span aria-hidden="true">{day.short}</span>
              </chakra.label>
            ))}
          </HStack>
          {errors.weekdays && (
            <Text id="event-weekdays-error" fontSize="sm" color="fg.error" mt="1">
              Days: {errors.weekdays}
            </Text>
          )}
        </chakra.fieldset>
      )}
      {repeating && (
        <HStack gap="3" align="flex-start" wrap="wrap">
          <Field.Root flex="1" minW="10rem">
            <Field.Label>Ends</Field.Label>
            <NativeSelect aria-label="Ends" value={values.ends} onChange={(e) => set('ends', e.target.value as EndsChoice)}>
              {(Object.keys(ENDS) as EndsChoice[]).map((choice) => (
                <option key={choice} value={choice}>
                  {ENDS[choice]}
                </option>
              ))}
            </NativeSelect>
          </Field.Root>
          {values.ends === 'until' && (
            <Field.Root invalid={errors.until !== undefined} flex="1" minW="10rem">
              <Field.Label>Last date</Field.Label>
              <Input type="date" value={values.until} min={values.date} onChange={(e) => set('until', e.target.value)} />
              <Field.ErrorText>Last date {errors.until}</Field.ErrorText>
            </Field.Root>
          )}
          {values.ends === 'count' && (
            <Field.Root invalid={errors.count !== undefined} flex="1" minW="10rem">
              <Field.Label>Number of times</Field.Label>
              <Input inputMode="numeric" value={values.count} onChange={(e) => set('count', e.target.value)} maxLength={4} />
              <Field.ErrorText>Number of times {errors.count}</Field.ErrorText>
            </Field.Root>
          )}
        </HStack>
      )}
    </Stack>
  );
}
