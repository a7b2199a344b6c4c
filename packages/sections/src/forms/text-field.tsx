// One text field of a schema form: its label (with the required marker), help, the error under it
// ("Title is required": the label's words, then the schema's or the API's) and, when asked, a
// character counter. The most characters it takes is the schema's `.max()`, never typed again here.
import { Field, Input, Textarea } from '@provana/ui';
import type { ReactNode } from 'react';
import type { SchemaForm } from '../use-schema-form';

/** The fields of V that hold text. */
type TextKey<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V] & string;

export interface TextFieldProps<V> {
  form: SchemaForm<V>;
  name: TextKey<V>;
  label: string;
  /** The words before the message, where they differ from the label ("Due date" under "Due by"). */
  errorLabel?: string;
  help?: ReactNode;
  required?: boolean;
  /** A textarea of this many rows instead of a one-line input. */
  rows?: number;
  type?: 'text' | 'email' | 'url' | 'date' | 'time' | 'datetime-local' | 'password';
  placeholder?: string;
  min?: string;
  autoComplete?: string;
  /** "12 / 200" under the field (only where the schema sets a limit). */
  counter?: boolean;
  /** false: more may be typed (or pasted) and the schema's message says it is too long, instead of the input stopping at the limit. */
  stopAtMax?: boolean;
  disabled?: boolean;
}

export function TextField<V>({ form, name, label, errorLabel, help, required = false, rows, counter = false, stopAtMax = true, ...input }: TextFieldProps<V>) {
  const value = form.values[name] as string;
  const error = form.errors[name];
  const limit = form.maxLength(name);
  const maxLength = stopAtMax ? limit : undefined;
  const set = (text: string) => form.set(name, text as V[typeof name]);
  return (
    <Field.Root invalid={error !== undefined} required={required}>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      {rows === undefined ? (
        <Input {...input} name={name} value={value} onChange={(e) => set(e.target.value)} maxLength={maxLength} />
      ) : (
        <Textarea {...input} name={name} rows={rows} value={value} onChange={(e) => set(e.target.value)} maxLength={maxLength} />
      )}
      {help !== undefined && <Field.HelperText>{help}</Field.HelperText>}
      {counter && limit !== undefined && (
        <Field.HelperText alignSelf="flex-end">
          {value.length} / {limit}
        </Field.HelperText>
      )}
      <Field.ErrorText>
        {errorLabel ?? label} {error}
      </Field.ErrorText>
    </Field.Root>
  );
}
