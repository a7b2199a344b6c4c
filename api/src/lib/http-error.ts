import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ApiError } from '@provana/contracts';

/** Thrown anywhere in a request; the app's error handler turns it into the one JSON error shape. */
export class HttpError extends Error {
  readonly status: ContentfulStatusCode;
  readonly code: string;
  readonly field: string | undefined;
  readonly headers: Record<string, string>;

  constructor(status: ContentfulStatusCode, code: string, message: string, field?: string, headers: Record<string, string> = {}) {
    super(message);
    this.status = status;
    this.code = code;
    this.field = field;
    this.headers = headers;
  }
}

export function errorBody(code: string, message: string, field?: string): ApiError {
  return { error: field ? { code, message, field } : { code, message } };
}

export const notFound = (what: string) => new HttpError(404, 'not_found', `${what} not found`);
