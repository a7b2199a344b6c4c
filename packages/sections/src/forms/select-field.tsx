// One choice of a schema form: its label, a native select (named by the label: Field.Label does not
// label it) and, when the schema or the API refuses the value, the error under it, read with it.
import { Field, type HTMLChakraProps } from '@provana/ui';
import { NativeSelect } from '@provana/ui/parts';
import { useId } from 'react';
import type { SchemaForm } from '../use-schema-form';

/** The fields of V that hold text (a select's value is one of its options' values). */
type ChoiceKey<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V] & string;

export interface SelectFieldProps<V, K extends ChoiceKey<V>> {
  form: SchemaForm<V>;
  name: K;
  label: string;
  /** The values to choose from, each with the words shown for it (the value itself by default). */
  options: readonly V[K][];
  optionLabel?: (value: V[K]) => string;
  /** As TextField's: false where the message names the field itself. */
  errorLabel?: string | false;
  disabled?: boolean;
  /** The choice's widest, where its options are short words and a full-width box would look empty. */
  maxW?: HTMLChakraProps<'select'>['maxW'];
  /** Instead of setting the value alone (a choice that also changes another field). */
  onChange?: (value: V[K]) => void;
}

export function SelectField<V, K extends ChoiceKey<V>>({
  form,
  name,
  label,
  options,
  optionLabel,
  errorLabel,
  disabled,
  maxW,
  onChange,
}: SelectFieldProps<V, K>) {
  const error = form.errors[name];
  const errorId = `${useId()}-error`;
  return (
    <Field.Root invalid={error !== undefined} ids={{ errorText: errorId }}>
      <Field.Label>{label}</Field.Label>
      <NativeSelect
        aria-label={label}
        name={name}
        value={form.values[name] as string}
        onChange={(e) => (onChange ?? ((value: V[K]) => form.set(name, value)))(e.target.value as V[K])}
        aria-invalid={error !== undefined || undefined}
        aria-describedby={error !== undefined ? errorId : undefined}
        disabled={disabled}
        maxW={maxW}
      >
        {options.map((value) => (
          <option key={value as string} value={value as string}>
            {optionLabel ? optionLabel(value) : (value as string)}
          </option>
        ))}
      </NativeSelect>
      <Field.ErrorText>{errorLabel === false ? error : `${errorLabel ?? label} ${error}`}</Field.ErrorText>
    </Field.Root>
  );
}
