// The event form's Reminder field: none (the default), at the start, 5, 10, 15, 30
// minutes, 1 hour or 1 day before. The value is the API's reminderMinutes (null: none).
import { REMINDER_MINUTES, type ReminderMinutes } from '@provana/contracts';
import { Field } from '@provana/ui';
import { NativeSelect } from '@provana/ui/parts';

const NONE = 'none';

export function reminderLabel(minutes: ReminderMinutes | null): string {
  if (minutes === null) return 'None';
  if (minutes === 0) return 'At the start';
  if (minutes === 60) return '1 hour before';
  if (minutes === 1440) return '1 day before';
  return `${minutes} minutes before`;
}

export function ReminderSelect({ value, onChange }: { value: ReminderMinutes | null; onChange: (minutes: ReminderMinutes | null) => void }) {
  return (
    <Field.Root>
      <Field.Label>Reminder</Field.Label>
      <NativeSelect
        aria-label="Reminder"
        value={value === null ? NONE : String(value)}
        onChange={(e) => onChange(e.target.value === NONE ? null : (REMINDER_MINUTES.find((m) => String(m) === e.target.value) ?? null))}
      >
        {[null, ...REMINDER_MINUTES].map((minutes) => (
          <option key={minutes ?? NONE} value={minutes === null ? NONE : String(minutes)}>
            {reminderLabel(minutes)}
          </option>
        ))}
      </NativeSelect>
    </Field.Root>
  );
}
