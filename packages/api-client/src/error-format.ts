// The spec's error message (section 8): "<status>: <response body text>", or the status
// text when the body is empty. Network and other failures give their own message. A 503 says what
// the API says ("The database is unavailable; try again in a moment"): a person can act on that, and
// the same request may succeed in a moment (isServiceUnavailable).
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query/react';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function isFetchBaseQueryError(error: unknown): error is FetchBaseQueryError {
  return isRecord(error) && 'status' in error;
}

function bodyText(data: unknown): string {
  if (data === undefined || data === null) return '';
  return typeof data === 'string' ? data : JSON.stringify(data);
}

/** The API's JSON error (`{ error: { message, field? } }`) in a failed response's body text, if it is one. */
function apiErrorOf(data: unknown): { message: string; field?: string } | undefined {
  if (typeof data !== 'string') return undefined;
  try {
    const body: unknown = JSON.parse(data);
    const detail = isRecord(body) && isRecord(body['error']) ? body['error'] : undefined;
    if (!detail || typeof detail['message'] !== 'string') return undefined;
    return typeof detail['field'] === 'string' ? { message: detail['message'], field: detail['field'] } : { message: detail['message'] };
  } catch {
    return undefined;
  }
}

/** The codes the API refuses a delegate's role with (not "no access at all"). */
const ROLE_REFUSALS = new Set(['read_only', 'owner_only', 'role_too_low']);

function apiCodeOf(data: unknown): string | undefined {
  if (typeof data !== 'string') return undefined;
  try {
    const body: unknown = JSON.parse(data);
    const detail = isRecord(body) && isRecord(body['error']) ? body['error'] : undefined;
    return detail && typeof detail['code'] === 'string' ? detail['code'] : undefined;
  } catch {
    return undefined;
  }
}

/** A 503: the service (its database) is briefly away, and the same request may succeed in a moment. */
export function isServiceUnavailable(error: unknown): boolean {
  return isFetchBaseQueryError(error) && error.status === 503;
}

export function formatApiError(error: unknown): string {
  if (isFetchBaseQueryError(error)) {
    // A delegate's role that falls short ("You can view this workspace but not change it."): words a
    // person can act on, like a 503's.
    if (error.status === 503 || (error.status === 403 && ROLE_REFUSALS.has(apiCodeOf(error.data) ?? ''))) {
      const detail = apiErrorOf(error.data);
      if (detail) return detail.message;
    }
    if (typeof error.status === 'number') {
      const body = bodyText(error.data);
      return body ? `${error.status}: ${body}` : String(error.status);
    }
    // FETCH_ERROR, PARSING_ERROR, TIMEOUT_ERROR, CUSTOM_ERROR carry a message in `error`.
    return error.error;
  }
  if (error instanceof Error) return error.message;
  if (isRecord(error) && typeof error['message'] === 'string') return error['message'];
  if (typeof error === 'string' && error) return error;
  return 'Unknown error';
}

/**
 * For a form: the API's own message and the field it names (`{ error: { message, field } }` in the
 * body text), so a refused save says what to fix; anything else falls back to formatApiError.
 */
export function apiErrorDetail(error: unknown): { message: string; field?: string } {
  // Anything but the API's JSON error: the generic message.
  return (isFetchBaseQueryError(error) ? apiErrorOf(error.data) : undefined) ?? { message: formatApiError(error) };
}
