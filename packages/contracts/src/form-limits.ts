// What a form reads from the schema the API validates with, so no limit is typed twice: the most
// characters a text field takes (zod's `.max()`), found through optional, default, nullable, piped
// and union wrappers. Zod 4's own definitions (`_zod.def`), read only, never changed.
import type { z } from 'zod';

type Def = {
  type: string;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  in?: z.ZodType;
  options?: readonly z.ZodType[];
};

const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** The schema of `field` in an object schema (the first union member that has it), or undefined. */
function fieldSchema(schema: z.ZodType, field: string): z.ZodType | undefined {
  const def = defOf(schema);
  if (def.type === 'object') return def.shape?.[field];
  if (def.type === 'union') {
    for (const option of def.options ?? []) {
      const found = fieldSchema(option, field);
      if (found) return found;
    }
    return undefined;
  }
  const inner = def.innerType ?? def.in;
  return inner ? fieldSchema(inner, field) : undefined;
}

/** The string schema under the wrappers (optional, nullable, default, a pipe's input). */
function stringSchema(schema: z.ZodType): { maxLength: number | null } | undefined {
  const def = defOf(schema);
  if (def.type === 'string') return schema as unknown as { maxLength: number | null };
  const inner = def.innerType ?? def.in;
  return inner ? stringSchema(inner) : undefined;
}

/** The most characters `field` takes in `schema` (its `.max()`), or undefined when it sets none. */
export function maxLengthOf(schema: z.ZodType, field: string): number | undefined {
  const found = fieldSchema(schema, field);
  const text = found && stringSchema(found);
  return text?.maxLength ?? undefined;
}
