import { z } from 'zod';

export const PASSWORD_MIN_LENGTH = 8;
export const ACCOUNT_LOCK_AFTER_FAILED_ATTEMPTS = 5;

const email = z.string().trim().toLowerCase().max(254).regex(/^[^\s@]+@[^\s@]+$/, 'must be a valid email address');

/** An IANA time zone name as a browser reports it ('Europe/Berlin'); the API checks it is one it knows. */
export const TimeZoneSchema = z.string().trim().min(1, 'is required').max(64).regex(/^[A-Za-z][A-Za-z0-9_+\-/]*$/, 'must be an IANA time zone such as Europe/Berlin');

export const SignupBodySchema = z.object({
  email,
  password: z.string().min(PASSWORD_MIN_LENGTH, `must be at least ${PASSWORD_MIN_LENGTH} characters`).max(200),
  rememberMe: z.boolean().optional().default(false),
  /** The browser's zone at sign-up; the executive's "today" follows it. */
  timeZone: TimeZoneSchema.optional(),
});
export type SignupBody = z.input<typeof SignupBodySchema>;

export const LoginBodySchema = z.object({
  email,
  password: z.string().min(1, 'is required').max(200),
  rememberMe: z.boolean().optional().default(false),
});
export type LoginBody = z.input<typeof LoginBodySchema>;

export const SessionUserSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  role: z.literal('tester'),
  executiveId: z.number().int(),
  /** The executive's IANA time zone: "today", overdue and slots are computed in it. */
  timeZone: z.string(),
  firstName: z.string().optional(),
  lastName: z.string().optional(),
});
export type SessionUser = z.infer<typeof SessionUserSchema>;

export const AuthResponseSchema = z.object({ user: SessionUserSchema });
export type AuthResponse = z.infer<typeof AuthResponseSchema>;

export const TimeZoneBodySchema = z.object({ timeZone: TimeZoneSchema });
export type TimeZoneBody = z.infer<typeof TimeZoneBodySchema>;
