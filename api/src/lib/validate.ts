import type { Context } from 'hono';
import type { z } from 'zod';
import { HttpError } from './http-error';

/** Parses with a contracts schema; a failure is a 400 naming the first offending field. */
export function parseWith<S extends z.ZodType>(schema: S, data: unknown): z.output<S> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue ? issue.path.map(String).join('.') : '';
  const message = issue ? (field ? `${field}: ${issue.message}` : issue.message) : 'Invalid input';
  throw new HttpError(400, 'validation_error', message, field || undefined);
}

/** The request's JSON body (Hono caches it, so middleware and route can both read it). */
export async function readJson(c: Context): Promise<unknown> {
  try {
    return await c.req.json();
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw new HttpError(400, 'invalid_json', 'Request body must be valid JSON');
  }
}

export async function jsonBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  return parseWith(schema, await readJson(c));
}

export function queryOf<S extends z.ZodType>(c: Context, schema: S): z.output<S> {
  return parseWith(schema, c.req.query());
}

export function paramsOf<S extends z.ZodType>(c: Context, schema: S): z.output<S> {
  return parseWith(schema, c.req.param());
}
