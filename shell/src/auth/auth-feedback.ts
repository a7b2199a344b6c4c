// Sign-in/sign-up validation and failure toasts, with the spec's texts word for word.
export type AuthMode = 'signin' | 'signup';
export type AuthToast = { title: string; description: string; type: 'error' };
export type CredentialsInput = { email: string; password: string; confirmPassword: string };

const GENERIC_FAILURE = 'Please try again with a valid email address.';

export const failureTitle = (mode: AuthMode): string => (mode === 'signin' ? 'Login failed' : 'Signup failed');

/** The first client-side problem with the form, or null when it may be submitted. */
export function validateCredentials(mode: AuthMode, input: CredentialsInput): AuthToast | null {
  if (input.email.trim() === '' || input.password === '') {
    return { title: 'Email and password required', description: 'Please enter both your email address and your password.', type: 'error' };
  }
  if (!input.email.includes('@')) {
    return { title: 'Valid email required', description: 'Please enter a valid email address for testing access', type: 'error' };
  }
  if (mode === 'signup' && input.password !== input.confirmPassword) {
    return { title: "Passwords don't match", description: 'Please ensure both password fields match', type: 'error' };
  }
  return null;
}

type ServerError = { status: number; code: string; message: string; field: string | undefined };

/** The api-client keeps a failed response's body as text; the API's JSON error is parsed from it. */
function errorBody(data: unknown): unknown {
  if (typeof data !== 'string') return data;
  try {
    return JSON.parse(data) as unknown;
  } catch {
    return undefined;
  }
}

/** Reads RTK Query's `{ status, data }` where data is (the text of) `{ error: { code, message, field } }`. */
export function serverError(error: unknown): ServerError | null {
  if (typeof error !== 'object' || error === null || !('status' in error) || typeof error.status !== 'number') return null;
  const data = errorBody('data' in error ? error.data : undefined);
  if (typeof data !== 'object' || data === null || !('error' in data)) return null;
  const body = data.error;
  if (typeof body !== 'object' || body === null || !('message' in body) || typeof body.message !== 'string') return null;
  const code = 'code' in body && typeof body.code === 'string' ? body.code : '';
  const field = 'field' in body && typeof body.field === 'string' ? body.field : undefined;
  return { status: error.status, code, message: body.message, field };
}

/** "password: must be at least 8 characters" → "Password must be at least 8 characters". */
function readable(message: string, field: string | undefined): string {
  const withoutPrefix = field && message.startsWith(`${field}: `) ? `${field} ${message.slice(field.length + 2)}` : message;
  return withoutPrefix.charAt(0).toUpperCase() + withoutPrefix.slice(1);
}

/** The toast for a failed sign-in or sign-up call. */
export function authFailureToast(mode: AuthMode, error: unknown): AuthToast {
  const server = serverError(error);
  if (!server || server.status >= 500) return { title: failureTitle(mode), description: GENERIC_FAILURE, type: 'error' };
  if (server.status === 423 || server.code.includes('locked')) {
    return { title: 'Account locked', description: readable(server.message, undefined), type: 'error' };
  }
  return { title: failureTitle(mode), description: readable(server.message, server.field), type: 'error' };
}
