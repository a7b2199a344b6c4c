// A form checked with the API's own schema before sending, and the API's refusal shown where it
// belongs: at its field when the form has that field, above the buttons otherwise. Each form keeps
// its own fields and layout; this holds the values, the errors and the submit wiring they share.
import { apiErrorDetail } from '@provana/api-client';
import { fieldErrors, maxLengthOf } from '@provana/contracts';
import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';

/** The API names the field in its message ("until: must be ..."); the form shows it under its label. */
const withoutFieldName = (message: string, field: string) => (message.startsWith(`${field}: `) ? message.slice(field.length + 2) : message);

/** A control the keyboard can land on. */
const CONTROL = 'input:not([type=hidden]):not(:disabled), textarea:not(:disabled), select:not(:disabled), [tabindex]:not([tabindex="-1"])';

/** The first field a refusal marks (Field.Root invalid sets aria-invalid on its control), in DOM
 *  order; a marked group (the days of a weekly series) gives its first control. */
function firstInvalidControl(scope: HTMLElement): HTMLElement | undefined {
  for (const marked of scope.querySelectorAll<HTMLElement>('[aria-invalid="true"]')) {
    const control = marked.matches(CONTROL) ? marked : marked.querySelector<HTMLElement>(CONTROL);
    if (control) return control;
  }
  return undefined;
}

/** Where the form's fields are: the submitted form, or the dialog a Save button outside it sits in. */
function scopeOf(event: FormEvent | undefined): HTMLElement | null {
  const target = event?.currentTarget;
  if (!(target instanceof HTMLElement)) return null;
  return target instanceof HTMLFormElement ? target : target.closest<HTMLElement>('form, [role="dialog"], [role="alertdialog"]');
}

/** A contracts (zod) schema. */
type Schema = Parameters<typeof maxLengthOf>[0];

export type FormErrors<V> = Partial<Record<keyof V & string, string>>;

export type SchemaFormOptions<V> = {
  /** The form's field for a field the API or the schema names ('repeat.until' → 'until'); default: the same name. */
  fieldOf?: (path: string) => (keyof V & string) | undefined;
  /** Where an API refusal that names no field of the form is shown, for a form with no place above its buttons. */
  refusalField?: keyof V & string;
  /** Checks said as the values change, before any submit (an end before its start while the times
   *  are edited): each message stands at its field while the values fail it, and a submit waits. */
  live?: (values: V) => Partial<Record<string, string>>;
} & (
  | {
      /** The contracts' schema of the body the form sends: checks it, and gives each text field its `.max()`. */
      schema: Schema;
      /** The body the form would send, when it is not the values as they are. */
      toBody?: (values: V) => unknown;
      /** The form's own words for a field the schema (or a live check) refuses, whatever the rule ("is required" → "Enter your password."). */
      words?: Partial<Record<keyof V & string, string>>;
      validate?: never;
    }
  | {
      /** The first message per field, for a form whose rule needs more than one schema. */
      validate: (values: V) => Partial<Record<string, string>>;
      /** The schema the text fields' limits come from, when there is one. */
      schema?: Schema;
      toBody?: never;
      words?: never;
    }
);

export interface SchemaForm<V> {
  values: V;
  set: <K extends keyof V>(key: K, value: V[K]) => void;
  errors: FormErrors<V>;
  /** A refusal that names no field of the form. */
  formError: string | null;
  /** Checks, then runs `send`; a thrown API error lands at its field or as the form's error. */
  submit: (send: (values: V) => Promise<void>) => (event?: FormEvent) => Promise<void>;
  /** A refusal the form learns of itself (a passkey that did not confirm): said at `field`, which gets the focus when a submit brought it. */
  refuse: (field: keyof V & string, message: string) => void;
  /** Starts over from `values` with no errors (a dialog opened again). */
  reset: (values: V) => void;
  /** The most characters `field` takes, from the schema's `.max()` (undefined without a schema or a limit). */
  maxLength: (field: keyof V & string) => number | undefined;
}

export function useSchemaForm<V extends object>(initial: V | (() => V), options: SchemaFormOptions<V>): SchemaForm<V> {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FormErrors<V>>({});
  const [formError, setFormError] = useState<string | null>(null);
  // A refused submit moves focus to the first field it marks, so a keyboard or screen reader user
  // lands on it and hears its error (TextField names it in aria-describedby).
  const [focusRequest, setFocusRequest] = useState(0);
  const scope = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (focusRequest === 0) return;
    if (scope.current) firstInvalidControl(scope.current)?.focus();
  }, [focusRequest]);
  const { fieldOf, schema } = options;
  const validate = (v: V) => (options.validate ? options.validate(v) : schema ? reworded(fieldErrors(schema, options.toBody ? options.toBody(v) : v)) : {});
  /** The form's words, looked up by the field a path lands at ('endTime' → 'end'). */
  const reworded = (found: Partial<Record<string, string>>) => {
    const words: Partial<Record<string, string>> = options.words ?? {};
    return Object.fromEntries(Object.entries(found).map(([path, message]) => [path, words[fieldOf?.(path) ?? path] ?? message]));
  };
  const liveFound = (v: V) => (options.live ? reworded(options.live(v)) : {});

  const toFormErrors = useCallback(
    (found: Partial<Record<string, string>>, current: V): FormErrors<V> => {
      const mapped: FormErrors<V> = {};
      for (const [path, message] of Object.entries(found)) {
        const field = fieldOf ? fieldOf(path) : path in current ? (path as keyof V & string) : undefined;
        if (field !== undefined && message !== undefined) mapped[field] ??= message;
      }
      return mapped;
    },
    [fieldOf],
  );

  const set = useCallback(<K extends keyof V>(key: K, value: V[K]) => setValues((v) => ({ ...v, [key]: value })), []);

  const submit = (send: (values: V) => Promise<void>) => async (event?: FormEvent) => {
    event?.preventDefault();
    scope.current = scopeOf(event);
    const live = liveFound(values);
    const found = { ...validate(values), ...live };
    const mapped = toFormErrors(found, values);
    // A live check's message is said from the values themselves, so it goes as soon as they pass it.
    const liveFields = toFormErrors(live, values);
    setErrors(Object.fromEntries(Object.entries(mapped).filter(([field]) => !(field in liveFields))) as FormErrors<V>);
    setFormError(null);
    if (Object.keys(found).length > 0) {
      // A rule about no field of this form still stops the submit, and says so.
      if (Object.keys(mapped).length === 0) setFormError(Object.values(found)[0] ?? null);
      else setFocusRequest((n) => n + 1);
      return;
    }
    try {
      await send(values);
    } catch (error) {
      const detail = apiErrorDetail(error);
      const named = detail.field ? toFormErrors({ [detail.field]: withoutFieldName(detail.message, detail.field) }, values) : {};
      const atField: FormErrors<V> =
        Object.keys(named).length === 0 && options.refusalField ? ({ [options.refusalField]: detail.message } as FormErrors<V>) : named;
      if (Object.keys(atField).length > 0) {
        setErrors(atField);
        setFocusRequest((n) => n + 1);
      } else setFormError(detail.message);
    }
  };

  const refuse = useCallback((field: keyof V & string, message: string) => {
    setErrors({ [field]: message } as FormErrors<V>);
    setFormError(null);
    // The focus goes where the last submit's fields are (none before a first submit).
    setFocusRequest((n) => n + 1);
  }, []);

  const reset = useCallback((next: V) => {
    setValues(next);
    setErrors({});
    setFormError(null);
  }, []);

  const maxLength = useCallback((field: keyof V & string) => (schema ? maxLengthOf(schema, field) : undefined), [schema]);

  // A live check's message stands while the values fail it, over what the last submit said there.
  const shown = options.live ? { ...errors, ...toFormErrors(liveFound(values), values) } : errors;

  return { values, set, errors: shown, formError, submit, refuse, reset, maxLength };
}
