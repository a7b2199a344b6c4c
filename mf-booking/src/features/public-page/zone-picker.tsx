// The guest's time zone: detected, changeable; the slots are shown in it.
import { Field, chakra } from '@provana/ui';
import { supportedTimeZones } from '@provana/dates';
import { useId, useMemo } from 'react';

const selectStyle = { borderWidth: '1px', borderRadius: 'md', px: '2', h: '10', bg: 'bg', color: 'fg', maxW: 'full' } as const;

export function ZonePicker({ value, onChange }: { value: string; onChange: (zone: string) => void }) {
  const id = useId();
  const zones = useMemo(() => supportedTimeZones([value]), [value]);
  return (
    <Field.Root>
      <Field.Label htmlFor={id}>Your time zone</Field.Label>
      <chakra.select id={id} value={value} onChange={(e) => onChange(e.target.value)} {...selectStyle}>
        {zones.map((zone) => (
          <option key={zone} value={zone}>
            {zone}
          </option>
        ))}
      </chakra.select>
    </Field.Root>
  );
}

export function DurationPicker({ durations, value, onChange }: { durations: number[]; value: number; onChange: (minutes: number) => void }) {
  const id = useId();
  if (durations.length < 2) return null;
  return (
    <Field.Root>
      <Field.Label htmlFor={id}>Length</Field.Label>
      <chakra.select id={id} value={value} onChange={(e) => onChange(Number(e.target.value))} {...selectStyle}>
        {durations.map((minutes) => (
          <option key={minutes} value={minutes}>
            {minutes} minutes
          </option>
        ))}
      </chakra.select>
    </Field.Root>
  );
}
