// A form's values checked with the very schema the API validates with: the first message per field,
// in the API's words. Every client form uses this instead of copying a rule (a length, a range).

/** What a contracts (zod) schema offers a form: safeParse with issues naming their path. */
interface Checkable {
  safeParse(values: unknown): { success: true } | { success: false; error: { issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }> } };
}

export type FieldErrors<K extends string = string> = Partial<Record<K, string>>;

export function fieldErrors<K extends string = string>(schema: Checkable, values: unknown): FieldErrors<K> {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const errors: Partial<Record<string, string>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.map(String).join('.');
    errors[field] ??= issue.message;
  }
  return errors as FieldErrors<K>;
}
