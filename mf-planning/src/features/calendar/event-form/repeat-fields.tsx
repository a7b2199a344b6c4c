// The event form's Repeat part: how often, on which days for a weekly series, and when
// it ends (never, on a date, after a number of times).
import type { RepeatFrequency } from '@provana/contracts';
import { type SchemaForm, SelectField, TextField } from '@provana/sections';
import { Box, HStack, Stack, Text, chakra } from '@provana/ui';
import { type EndsChoice, type EventFormValues, REPEAT_LABELS, type RepeatChoice, WEEKDAYS, weekdayCodeOf } from './event-form-model';

const REPEATS = Object.keys(REPEAT_LABELS) as RepeatChoice[];
const ENDS: Record<EndsChoice, string> = { never: 'Never', until: 'On a date', count: 'After a number of times' };
const ENDS_CHOICES = Object.keys(ENDS) as EndsChoice[];

export function RepeatFields({ form }: { form: SchemaForm<EventFormValues> }) {
  const { values, set, errors } = form;
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
      <SelectField form={form} name="repeat" label="Repeat" options={REPEATS} optionLabel={(choice) => REPEAT_LABELS[choice]} onChange={choose} />
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
          <Box flex="1" minW="10rem">
            <SelectField form={form} name="ends" label="Ends" options={ENDS_CHOICES} optionLabel={(choice) => ENDS[choice]} />
          </Box>
          {values.ends === 'until' && (
            <Box flex="1" minW="10rem">
              <TextField form={form} name="until" label="Last date" type="date" min={values.date} />
            </Box>
          )}
          {values.ends === 'count' && (
            <Box flex="1" minW="10rem">
              <TextField form={form} name="count" label="Number of times" inputMode="numeric" maxLength={4} />
            </Box>
          )}
        </HStack>
      )}
    </Stack>
  );
}
