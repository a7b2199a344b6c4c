// Two-factor sign-in with an authenticator app (TOTP) and single-use recovery codes.
import { z } from 'zod';
import { SessionUserSchema } from './auth';

export const RECOVERY_CODE_COUNT = 10;
/** How long the second step of a sign-in may wait for its code. */
export const TWO_FACTOR_CHALLENGE_MINUTES = 5;

/** A 6-digit code from the app, or a recovery code (spaces and dashes are ignored). */
export const TwoFactorCodeSchema = z
  .string()
  .trim()
  .min(6, 'must be the 6-digit code from your app or a recovery code')
  .max(40, 'must be the 6-digit code from your app or a recovery code');

/** The answer to a right password when two-factor is on: no session yet, a token for the second step. */
export const TwoFactorChallengeSchema = z.object({ twoFactorRequired: z.literal(true), challenge: z.string() });
export type TwoFactorChallenge = z.infer<typeof TwoFactorChallengeSchema>;

/** POST /api/auth/login answers either the session's user or a two-factor challenge. */
export const LoginResponseSchema = z.union([z.object({ user: SessionUserSchema }), TwoFactorChallengeSchema]);
export type LoginResponse = z.infer<typeof LoginResponseSchema>;

export const TwoFactorSignInBodySchema = z.object({ challenge: z.string().min(1, 'is required').max(200), code: TwoFactorCodeSchema });
export type TwoFactorSignInBody = z.input<typeof TwoFactorSignInBodySchema>;

export const TwoFactorStatusSchema = z.object({
  totpEnabled: z.boolean(),
  /** Unused recovery codes left (0 while two-factor is off). */
  recoveryCodesLeft: z.number().int(),
});
export type TwoFactorStatus = z.infer<typeof TwoFactorStatusSchema>;

export const TotpSetupSchema = z.object({
  /** otpauth://totp/... for the QR code. */
  uri: z.string(),
  /** The same key as text, base32 in groups of four, for typing into the app. */
  key: z.string(),
  /** The QR code of `uri` as an SVG document. */
  qrSvg: z.string(),
});
export type TotpSetup = z.infer<typeof TotpSetupSchema>;

export const TotpConfirmBodySchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'must be the 6-digit code from your app'),
});
export type TotpConfirmBody = z.input<typeof TotpConfirmBodySchema>;

/** Turning two-factor off or replacing the recovery codes: the password and a current code. */
export const TwoFactorReauthBodySchema = z.object({ password: z.string().min(1, 'is required').max(200), code: TwoFactorCodeSchema });
export type TwoFactorReauthBody = z.input<typeof TwoFactorReauthBodySchema>;

/** Shown once: after confirming the app, and after asking for a new set. */
export const RecoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof RecoveryCodesSchema>;
