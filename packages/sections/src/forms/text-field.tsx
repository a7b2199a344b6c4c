// One text field of a schema form: its label (with the required marker), help, the error under it
// ("Title is required": the label's words, then the schema's or the API's) and, when asked, a
// character counter. The most characters it takes is the schema's `.max()`, never typed again here.
import { Field, type HTMLChakraProps, Input, Textarea } from '@provana/ui';
import { type ReactNode, useId } from 'react';
import type { SchemaForm } from '../use-schema-form';

/** The fields of V that hold text. */
type TextKey<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V] & string;

export interface TextFieldProps<V> {
  form: SchemaForm<V>;
  name: TextKey<V>;
  label: string;
  /** The words before the message, where they differ from the label ("Due date" under "Due by");
   *  false where the message names the field itself ("Self-insight is required"). */
  errorLabel?: string | false;
  help?: ReactNode;
  required?: boolean;
  /** false: required without the visible marker, so the label reads exactly its words (a date and times already filled in). */
  marker?: boolean;
  /** A textarea of this many rows instead of a one-line input. */
  rows?: number;
  type?: 'text' | 'email' | 'url' | 'date' | 'time' | 'datetime-local' | 'password' | 'number';
  placeholder?: string;
  min?: string | number;
  max?: string | number;
  step?: number;
  inputMode?: 'numeric' | 'decimal' | 'text';
  /** The id of a <datalist> of suggestions. */
  list?: string;
  autoComplete?: string;
  /** "12 / 200" under the field (only where the schema sets a limit). */
  counter?: boolean;
  /** false: more may be typed (or pasted) and the schema's message says it is too long, instead of the input stopping at the limit. */
  stopAtMax?: boolean;
  disabled?: boolean;
  /** The most characters, for text the schema holds as something else (a count typed as text). */
  maxLength?: number;
  /** A code or a key: monospace, typed as it is (no capitals, no spelling marks). */
  code?: boolean;
  pattern?: string;
  /** The input's size, as the design system's inputs (md unless said): a small field beside small buttons. */
  size?: 'xs' | 'sm' | 'md' | 'lg';
  /** The input's widest, where the value is short (a date) and a full-width box would look empty. */
  maxW?: HTMLChakraProps<'input'>['maxW'];
  /** Space between the characters, where each one is read on its own (a six-digit code). */
  letterSpacing?: HTMLChakraProps<'input'>['letterSpacing'];
  /** A control of its own instead of the input (a password with a show/hide toggle), given what the input would get. */
  control?: (props: TextControlProps) => ReactNode;
}

/** What TextField gives its control: the label names it by `id`, the help and the error by `aria-describedby`. */
export interface TextControlProps {
  id: string;
  name: string;
  value: string;
  onChange: (text: string) => void;
  'aria-describedby': string | undefined;
  maxLength: number | undefined;
  placeholder?: string;
  autoComplete?: string;
}

export function TextField<V>({
  form,
  name,
  label,
  errorLabel,
  help,
  required = false,
  marker = true,
  rows,
  counter = false,
  stopAtMax = true,
  maxLength: typedLimit,
  code = false,
  control: renderControl,
  ...input
}: TextFieldProps<V>) {
  const value = form.values[name] as string;
  const error = form.errors[name];
  const limit = form.maxLength(name) ?? typedLimit;
  const maxLength = stopAtMax ? limit : undefined;
  const set = (text: string) => form.set(name, text as V[typeof name]);
  // The error is read with the field (aria-describedby): focus lands here when a submit is refused.
  const id = useId();
  const ids = { errorText: `${id}-error`, helperText: `${id}-help` };
  // The label names the control by this id (Field.Root's id is its control's).
  const controlId = `${id}-control`;
  const describedBy = [help !== undefined && ids.helperText, error !== undefined && ids.errorText].filter(Boolean).join(' ') || undefined;
  const typedAsIs = code ? { fontFamily: 'mono', autoCapitalize: 'none', spellCheck: false } : {};
  const control = { ...input, ...typedAsIs, name, 'aria-describedby': describedBy, maxLength };
  return (
    <Field.Root id={controlId} invalid={error !== undefined} required={required} ids={ids}>
      <Field.Label>
        {label}
        {marker && <Field.RequiredIndicator />}
      </Field.Label>
      {renderControl ? (
        renderControl({
          id: controlId,
          name,
          value,
          onChange: set,
          'aria-describedby': describedBy,
          maxLength,
          placeholder: input.placeholder,
          autoComplete: input.autoComplete,
        })
      ) : rows === undefined ? (
        <Input {...control} value={value} onChange={(e) => set(e.target.value)} />
      ) : (
        <Textarea {...control} rows={rows} value={value} onChange={(e) => set(e.target.value)} />
      )}
      {help !== undefined && <Field.HelperText>{help}</Field.HelperText>}
      {counter && limit !== undefined && (
        <Field.HelperText id={`${id}-count`} alignSelf="flex-end">
          {value.length} / {limit}
        </Field.HelperText>
      )}
      <Field.ErrorText>{errorLabel === false ? error : `${errorLabel ?? label} ${error}`}</Field.ErrorText>
    </Field.Root>
  );
}
