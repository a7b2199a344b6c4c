// Request validation as middleware: the contracts' zod schemas through @hono/zod-validator, so
// handlers read typed `c.req.valid('json' | 'param' | 'query')`. A failure is the API's one error
// body: 400 `validation_error` naming the first offending field; nothing reaches the handler.
// Each validator also carries its schema the way hono-openapi's own validator does, so the OpenAPI
// document (openapi/) is generated from the very schemas that check the request.
import { zValidator } from '@hono/zod-validator';
import { resolver, uniqueSymbol } from 'hono-openapi';
import type { Context, ValidationTargets } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { z } from 'zod';
import { HttpError } from './http-error';

/** The 400 for a failed parse: the first issue, prefixed by its field path. */
export function validationError(error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] }): HttpError {
  const issue = error.issues[0];
  const field = issue ? issue.path.map(String).join('.') : '';
  const message = issue ? (field ? `${field}: ${issue.message}` : issue.message) : 'Invalid input';
  return new HttpError(400, 'validation_error', message, field || undefined);
}

function validate<T extends keyof ValidationTargets, S extends z.ZodType>(target: T, schema: S) {
  const middleware = zValidator(target, schema, (result) => {
    if (!result.success) throw validationError(result.error);
  });
  return Object.assign(middleware, { [uniqueSymbol]: { target, ...resolver(schema) } });
}

/**
 * A value checked again with a schema the route builds for the request (the executive's today or
 * zone, from the contracts): the same 400 as the middleware's on failure, the parsed value otherwise.
 */
export function checked<S extends z.ZodType>(schema: S, value: z.input<S>): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw validationError(result.error);
  return result.data;
}

/** The request's JSON body for middleware that must look into it before the route (Hono caches it). */
export async function readJsonBody(c: Context): Promise<unknown> {
  try {
    return await c.req.json();
  } catch {
    throw new HttpError(400, 'invalid_json', 'Request body must be valid JSON');
  }
}

/** Hono's validator refuses a body that is not JSON with this HTTPException; app.ts answers it as `invalid_json`. */
export const isMalformedJson = (error: unknown) => error instanceof HTTPException && error.status === 400 && error.message === 'Malformed JSON in request body';

/** Validates the JSON body (the JSON content type itself is checked by jsonMutationGuard: 415). */
export const validJson = <S extends z.ZodType>(schema: S) => validate('json', schema);
export const validParams = <S extends z.ZodType>(schema: S) => validate('param', schema);
export const validQuery = <S extends z.ZodType>(schema: S) => validate('query', schema);
