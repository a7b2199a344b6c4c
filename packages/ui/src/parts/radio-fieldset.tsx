// A choice among a few options as native radios under one legend: arrow keys move between them and a
// screen reader hears the group's name. Used where a choice applies at once (Settings' Appearance and
// Assistant) and in forms (an event edit's "This event / All events").
import type { ReactNode } from 'react';
import { Stack, chakra } from '@provana/ui';

export interface RadioFieldsetProps<V extends string> {
  legend: ReactNode;
  /** The radios' shared name (one group per page). */
  name: string;
  options: readonly { value: V; label: ReactNode }[];
  value: V;
  onChange: (value: V) => void;
  /** Ids of the texts that describe the group (a note, an error). */
  describedBy?: string | undefined;
  busy?: boolean;
  /** Options side by side instead of one per line. */
  inline?: boolean;
  /** Below the options, inside the group (a sentence about them). */
  children?: ReactNode;
  'data-testid'?: string;
}

export function RadioFieldset<V extends string>({
  legend,
  name,
  options,
  value,
  onChange,
  describedBy,
  busy = false,
  inline = false,
  children,
  ...rest
}: RadioFieldsetProps<V>) {
  return (
    <chakra.fieldset
      aria-describedby={describedBy || undefined}
      aria-busy={busy || undefined}
      border="0"
      p="0"
      m="0"
      minW="0"
      data-testid={rest['data-testid']}
    >
      <chakra.legend fontWeight="semibold" fontSize="sm" mb="2">
        {legend}
      </chakra.legend>
      <Stack gap={inline ? '5' : '2'} direction={inline ? 'row' : 'column'} wrap="wrap">
        {options.map((option) => (
          <chakra.label key={option.value} display="flex" alignItems="center" gap="2" fontSize="sm" cursor="pointer">
            <chakra.input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              w="4"
              h="4"
              flexShrink={0}
              accentColor="brand.solid"
              _focusVisible={{ outline: '2px solid', outlineColor: 'brand.solid', outlineOffset: '2px' }}
            />
            {option.label}
          </chakra.label>
        ))}
      </Stack>
      {children}
    </chakra.fieldset>
  );
}
