// A refused move: the API answers 409 with code 'meeting_overlap' and a message naming the meeting
// when the new time overlaps one and the move was not confirmed.
interface ApiErrorBody {
  error?: { code?: unknown; message?: unknown };
}

function bodyOf(data: unknown): ApiErrorBody | null {
  if (typeof data === 'string') {
    try {
      return bodyOf(JSON.parse(data));
    } catch {
      return null;
    }
  }
  return typeof data === 'object' && data !== null ? (data as ApiErrorBody) : null;
}

/**
 * For a 409 meeting_overlap refusal, the meeting's title from its message ('' when it names none);
 * null for any other outcome.
 */
export function meetingOverlapOf(error: unknown): string | null {
  if (typeof error !== 'object' || error === null || !('status' in error) || error.status !== 409) return null;
  const body = bodyOf('data' in error ? error.data : undefined);
  if (body?.error?.code !== 'meeting_overlap') return null;
  const message = typeof body.error.message === 'string' ? body.error.message : '';
  return /"(.+)"/.exec(message)?.[1] ?? '';
}
