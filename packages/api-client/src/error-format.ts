// The spec's error message (section 8): "<status>: <response body text>", or the status
// text when the body is empty. Network and other failures give their own message.
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

export function formatApiError(error: unknown): string {
  if (isFetchBaseQueryError(error)) {
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
  if (isFetchBaseQueryError(error) && typeof error.data === 'string') {
    try {
      const body: unknown = JSON.parse(error.data);
      const detail = isRecord(body) && isRecord(body['error']) ? body['error'] : undefined;
      if (detail && typeof detail['message'] === 'string') {
        return typeof detail['field'] === 'string' ? { message: detail['message'], field: detail['field'] } : { message: detail['message'] };
      }
    } catch {
      // Not the API's JSON error: the generic message below.
    }
  }
  return { message: formatApiError(error) };
}
