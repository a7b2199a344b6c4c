import { describe, expect, it } from 'vitest';
import { authFailureToast, validateCredentials } from './auth-feedback';

const form = (email: string, password: string, confirmPassword = password) => ({ email, password, confirmPassword });

describe('sign-in and sign-up validation', () => {
  it('requires both email and password', () => {
    expect(validateCredentials('signin', form('', 'secret'))?.title).toBe('Email and password required');
    expect(validateCredentials('signin', form('a@b.co', ''))?.title).toBe('Email and password required');
  });

  it('rejects an email without @ with the spec toast', () => {
    expect(validateCredentials('signin', form('dana.example.com', 'secret'))).toEqual({
      title: 'Valid email required',
      description: 'Please enter a valid email address for testing access',
      type: 'error',
    });
  });

  it('rejects a sign-up whose passwords differ', () => {
    expect(validateCredentials('signup', form('dana@example.com', 'longpassword', 'longpassw0rd'))).toEqual({
      title: "Passwords don't match",
      description: 'Please ensure both password fields match',
      type: 'error',
    });
  });

  it('does not compare the confirmation on sign-in, and accepts a valid form', () => {
    expect(validateCredentials('signin', form('dana@example.com', 'secret', 'other'))).toBeNull();
    expect(validateCredentials('signup', form('dana@example.com', 'longpassword'))).toBeNull();
  });
});

describe('auth failure toasts', () => {
  // The api-client keeps the body of a failed response as text.
  const apiError = (status: number, code: string, message: string, field?: string) => ({
    status,
    data: JSON.stringify({ error: field ? { code, message, field } : { code, message } }),
  });

  it("shows the server's message for a wrong password", () => {
    expect(authFailureToast('signin', apiError(401, 'invalid_credentials', 'Invalid email or password'))).toEqual({
      title: 'Login failed',
      description: 'Invalid email or password',
      type: 'error',
    });
  });

  it('says the account is locked and passes on when to retry', () => {
    const toast = authFailureToast('signin', apiError(423, 'account_locked', 'Too many failed attempts. Try again in 15 minutes.'));
    expect(toast.title).toBe('Account locked');
    expect(toast.description).toBe('Too many failed attempts. Try again in 15 minutes.');
  });

  it('passes on a rate limit with when to retry, under the spec title', () => {
    expect(authFailureToast('signin', apiError(429, 'rate_limited', 'Too many sign-in attempts from this address. Try again in 1 minute.'))).toEqual({
      title: 'Login failed',
      description: 'Too many sign-in attempts from this address. Try again in 1 minute.',
      type: 'error',
    });
  });

  it('turns a too-short sign-up password into a readable message', () => {
    expect(authFailureToast('signup', apiError(400, 'validation_error', 'password: must be at least 8 characters', 'password'))).toEqual({
      title: 'Signup failed',
      description: 'Password must be at least 8 characters',
      type: 'error',
    });
  });

  it('also reads an already-parsed error body', () => {
    expect(
      authFailureToast('signin', { status: 401, data: { error: { code: 'invalid_credentials', message: 'Invalid email or password' } } }).description,
    ).toBe('Invalid email or password');
  });

  it('falls back to the spec text for unexpected failures', () => {
    const generic = 'Please try again with a valid email address.';
    expect(authFailureToast('signin', { status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' })).toEqual({
      title: 'Login failed',
      description: generic,
      type: 'error',
    });
    expect(authFailureToast('signup', apiError(500, 'internal', 'boom'))).toEqual({ title: 'Signup failed', description: generic, type: 'error' });
    expect(authFailureToast('signup', { status: 502, data: '<html>Bad gateway</html>' }).description).toBe(generic);
  });
});
