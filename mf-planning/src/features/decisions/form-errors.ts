// A form's values checked with a contracts schema: the first message per field, in the API's words.

/** What a contracts (zod) schema offers a form: safeParse with issues naming their path. */
interface Checkable {
  safeParse(values: unknown): { success: true } | { success: false; error: { issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }> } };
}

export type FieldErrors = Partial<Record<string, string>>;

export function fieldErrors(schema: Checkable, values: unknown): FieldErrors {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path.map(String).join('.');
    errors[field] ??= issue.message;
  }
  return errors;
}

/** Past days refused when deferring: 'YYYY-MM-DD' compares as text. */
export const notBefore = (date: string, today: string): string | undefined => (date !== '' && date < today ? 'must not be in the past' : undefined);
