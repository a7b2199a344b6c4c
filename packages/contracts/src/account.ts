// Account mail (verify the address, reset a forgotten password), changing the password, and the
// sessions a person can see and end. Links in mails carry an opaque token; only its hash is stored.
import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from './auth';

/** The opaque token of a verification or reset link (32 random bytes, base64url). */
const token = z
  .string()
  .trim()
  .min(1, 'is required')
  .max(200)
  .regex(/^[A-Za-z0-9_-]+$/, 'is not a valid link');

const newPassword = z.string().min(PASSWORD_MIN_LENGTH, `must be at least ${PASSWORD_MIN_LENGTH} characters`).max(200);

export const VerifyEmailBodySchema = z.object({ token });
export type VerifyEmailBody = z.infer<typeof VerifyEmailBodySchema>;

export const ForgotPasswordBodySchema = z.object({
  email: z
    .string()
    .trim()
    .toLowerCase()
    .max(254)
    .regex(/^[^\s@]+@[^\s@]+$/, 'must be a valid email address'),
});
export type ForgotPasswordBody = z.input<typeof ForgotPasswordBodySchema>;

export const ResetPasswordBodySchema = z.object({ token, password: newPassword });
export type ResetPasswordBody = z.infer<typeof ResetPasswordBodySchema>;

export const ChangePasswordBodySchema = z.object({
  currentPassword: z.string().min(1, 'is required').max(200),
  newPassword,
});
export type ChangePasswordBody = z.infer<typeof ChangePasswordBodySchema>;

/** The one answer to a forgotten password, whether or not the address has an account. */
export const FORGOT_PASSWORD_ANSWER = 'If an account exists for that address, we sent a link to reset the password.';
/** A verification or reset link that is unknown, used or past its end. */
export const LINK_EXPIRED_MESSAGE = 'This link has expired or was already used.';

export const AccountMailResponseSchema = z.object({ success: z.literal(true), message: z.string() });
export type AccountMailResponse = z.infer<typeof AccountMailResponseSchema>;

/** A session's public id (never its cookie): 22 base64url characters. */
export const SessionIdParamsSchema = z.object({
  sessionId: z
    .string()
    .min(1)
    .max(64)
    .regex(/^[A-Za-z0-9_-]+$/, 'must be a session id'),
});

export const AccountSessionSchema = z.object({
  id: z.string(),
  /** ISO instants. */
  createdAt: z.string(),
  lastSeenAt: z.string(),
  /** "Chrome on macOS", from the user agent at sign-in. */
  device: z.string(),
  /** The client's address (IPv6 by its /64) when it was known. */
  clientAddress: z.string().nullable(),
  /** Remember me: kept for 30 days after its last use; otherwise it ends with the browser or after 12 idle hours. */
  persistent: z.boolean(),
  /** The session of this very request ("This device"). */
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof AccountSessionSchema>;

export const AccountSessionsResponseSchema = z.object({ sessions: z.array(AccountSessionSchema) });
export type AccountSessionsResponse = z.infer<typeof AccountSessionsResponseSchema>;

export const EndSessionsResponseSchema = z.object({ ended: z.number().int() });
export type EndSessionsResponse = z.infer<typeof EndSessionsResponseSchema>;
