import { z } from 'zod';
import { TimeZoneNameSchema, TimeZoneSchema } from './refinements';
import { ThemeSchema } from './appearance';

export const PASSWORD_MIN_LENGTH = 8;
export const ACCOUNT_LOCK_AFTER_FAILED_ATTEMPTS = 5;

const email = z
  .string()
  .trim()
  .toLowerCase()
  .max(254)
  .regex(/^[^\s@]+@[^\s@]+$/, 'must be a valid email address');

export const SignupBodySchema = z.object({
  email,
  password: z.string().min(PASSWORD_MIN_LENGTH, `must be at least ${PASSWORD_MIN_LENGTH} characters`).max(200),
  rememberMe: z.boolean().optional().default(false),
  /** The browser's zone at sign-up; the executive's "today" follows it (UTC when the server does not know it). */
  timeZone: TimeZoneNameSchema.optional(),
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
  /** The executive's appearance when not the default System: applied at sign-in. */
  theme: ThemeSchema.optional(),
  /** Whether sign-in asks for an authenticator-app code (GET /api/auth/me and the two-factor sign-in say). */
  twoFactorEnabled: z.boolean().optional(),
  /** Whether the address was confirmed through a link mailed to it. */
  emailVerified: z.boolean().optional(),
  /** The server mails links and asks for a verified address before anything is sent outward. */
  verificationRequired: z.boolean().optional(),
});
export type SessionUser = z.infer<typeof SessionUserSchema>;

export const AuthResponseSchema = z.object({ user: SessionUserSchema });
export type AuthResponse = z.infer<typeof AuthResponseSchema>;

/** PUT .../time-zone: a zone the server knows (400 otherwise). */
export const TimeZoneBodySchema = z.object({ timeZone: TimeZoneSchema });
export type TimeZoneBody = z.infer<typeof TimeZoneBodySchema>;
