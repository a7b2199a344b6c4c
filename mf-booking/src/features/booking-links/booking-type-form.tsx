// Add or change a booking type: name, lengths, where, the weekly hours in the executive's zone,
// notice, how far ahead, buffers, a daily cap, one question for the guest and the booking manager.
import { BookingTypeBodySchema, LOCATION_KINDS, LOCATION_LABELS, type BookingSettingsResponse, type BookingType } from '@provana/contracts/booking';
import { useCreateBookingTypeMutation, useUpdateBookingTypeMutation } from '@provana/api-client/booking';
import { FormCard, SelectField, TextField, useSchemaForm } from '@provana/sections';
import { HStack, SimpleGrid, Text, chakra, notify } from '@provana/ui';
import { NEW_TYPE, WEEKDAYS, fieldOfType, typeBody, valuesOf, type WeekdayKey } from './type-form-values';

export interface BookingTypeFormProps {
  executiveId: number;
  settings: BookingSettingsResponse;
  editing: BookingType | null;
  onDone: () => void;
}

export function BookingTypeForm({ executiveId, settings, editing, onDone }: BookingTypeFormProps) {
  const form = useSchemaForm(editing ? valuesOf(editing) : NEW_TYPE, { schema: BookingTypeBodySchema, toBody: typeBody, fieldOf: fieldOfType });
  const [create, created] = useCreateBookingTypeMutation();
  const [update, updated] = useUpdateBookingTypeMutation();
  const submit = form.submit(async (v) => {
    const body = typeBody(v);
    if (editing) await update({ executiveId, typeId: editing.id, body }).unwrap();
    else await create({ executiveId, body }).unwrap();
    notify({ title: editing ? 'Booking type saved' : 'Booking type added', description: v.name.trim(), type: 'success' });
    onDone();
  });
  const toggleDay = (day: WeekdayKey, on: boolean) => form.set('days', on ? [...form.values.days, day] : form.values.days.filter((d) => d !== day));
  const managerIds = ['', ...settings.managers.map((m) => String(m.userId))];
  const managerName = (id: string) => (id ? (settings.managers.find((m) => String(m.userId) === id)?.name ?? id) : 'Nobody else');
  return (
    <FormCard
      label={editing ? `Change ${editing.name}` : 'Add a booking type'}
      onSubmit={submit}
      onCancel={onDone}
      submitLabel={editing ? 'Save Booking Type' : 'Add Booking Type'}
      busy={created.isLoading || updated.isLoading}
      error={form.formError}
    >
      <TextField form={form} name="name" label="Name" required placeholder="e.g. Intro call" counter />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
        <TextField form={form} name="durations" label="Lengths in minutes" required help="One or more, e.g. 30, 60" inputMode="numeric" />
        <SelectField form={form} name="locationKind" label="Where" options={LOCATION_KINDS} optionLabel={(kind) => LOCATION_LABELS[kind]} />
      </SimpleGrid>
      <TextField form={form} name="locationDetail" label="Address, phone or video link" help="Sent to the guest in the confirmation, never shown on the page" />
      <chakra.fieldset borderWidth="1px" borderRadius="md" p="3">
        <chakra.legend px="1" fontWeight="medium">
          Bookable hours ({settings.timeZone})
        </chakra.legend>
        <HStack wrap="wrap" gap="3" mb="3">
          {WEEKDAYS.map(([day, label]) => (
            <chakra.label key={day} display="inline-flex" alignItems="center" gap="1">
              <input type="checkbox" checked={form.values.days.includes(day)} onChange={(e) => toggleDay(day, e.target.checked)} />
              {label}
            </chakra.label>
          ))}
        </HStack>
        <SimpleGrid columns={2} gap="3">
          <TextField form={form} name="start" label="From" type="time" required marker={false} />
          <TextField form={form} name="end" label="Until" type="time" required marker={false} />
        </SimpleGrid>
      </chakra.fieldset>
      <SimpleGrid columns={{ base: 2, md: 3 }} gap="3">
        <TextField form={form} name="minNoticeHours" label="Notice (hours)" inputMode="numeric" />
        <TextField form={form} name="horizonDays" label="Days ahead" inputMode="numeric" />
        <TextField form={form} name="dailyCap" label="Most per day" inputMode="numeric" placeholder="No limit" />
        <TextField form={form} name="bufferBefore" label="Buffer before (min)" inputMode="numeric" />
        <TextField form={form} name="bufferAfter" label="Buffer after (min)" inputMode="numeric" />
      </SimpleGrid>
      <TextField form={form} name="question" label="A question for the guest" placeholder="e.g. What would you like to discuss?" />
      <chakra.label display="inline-flex" alignItems="center" gap="2">
        <input type="checkbox" checked={form.values.questionRequired} onChange={(e) => form.set('questionRequired', e.target.checked)} />
        The guest must answer it
      </chakra.label>
      <SelectField form={form} name="manager" label="Booking manager (also notified)" options={managerIds} optionLabel={managerName} />
      {settings.managers.length === 0 && (
        <Text fontSize="sm" color="fg.muted">
          Delegates with Editor or Full access can be the booking manager.
        </Text>
      )}
    </FormCard>
  );
}
