// Passkeys (WebAuthn): register several per account, name and remove them, and sign in with one
// alone. The browser's credential JSON is checked by the server's WebAuthn library; here only its
// outer shape and size.
import { z } from 'zod';

export const PASSKEY_NAME_MAX = 60;

/** A ceremony under way: the opaque token to send back with the browser's answer, and the options for navigator.credentials. */
export const PasskeyOptionsSchema = z.object({ ceremony: z.string(), options: z.record(z.string(), z.unknown()) });
export type PasskeyOptions = z.infer<typeof PasskeyOptionsSchema>;

const b64url = z
  .string()
  .max(16_384)
  .regex(/^[A-Za-z0-9_-]*$/, 'must be base64url');
/** RegistrationResponseJSON / AuthenticationResponseJSON as @simplewebauthn/browser makes them. */
export const CredentialJsonSchema = z.looseObject({
  id: b64url.min(1),
  rawId: b64url.min(1),
  type: z.literal('public-key'),
  response: z.looseObject({ clientDataJSON: b64url }),
  clientExtensionResults: z.record(z.string(), z.unknown()).optional().default({}),
});

export const PasskeyRegistrationBodySchema = z.object({
  ceremony: z.string().min(1).max(200),
  credential: CredentialJsonSchema,
  name: z.string().trim().min(1, 'is required').max(PASSKEY_NAME_MAX).optional(),
});
export type PasskeyRegistrationBody = z.input<typeof PasskeyRegistrationBodySchema>;

export const PasskeySignInBodySchema = z.object({
  ceremony: z.string().min(1).max(200),
  credential: CredentialJsonSchema,
  rememberMe: z.boolean().optional().default(false),
});
export type PasskeySignInBody = z.input<typeof PasskeySignInBodySchema>;

export const PasskeyRenameBodySchema = z.object({ name: z.string().trim().min(1, 'is required').max(PASSKEY_NAME_MAX) });
export type PasskeyRenameBody = z.input<typeof PasskeyRenameBodySchema>;

export const PasskeyIdParamSchema = z.object({ passkeyId: z.coerce.number().int().positive() });

export const PasskeySchema = z.object({ id: z.number().int(), name: z.string(), createdAt: z.string(), lastUsedAt: z.string().nullable() });
export type Passkey = z.infer<typeof PasskeySchema>;
export const PasskeyListSchema = z.object({ passkeys: z.array(PasskeySchema) });
export type PasskeyList = z.infer<typeof PasskeyListSchema>;

/** The second step of a two-factor sign-in answered with a passkey instead of a code. */
export const TwoFactorPasskeyOptionsBodySchema = z.object({ challenge: z.string().min(1).max(200) });
export type TwoFactorPasskeyOptionsBody = z.input<typeof TwoFactorPasskeyOptionsBodySchema>;
export const TwoFactorPasskeyBodySchema = z.object({
  challenge: z.string().min(1).max(200),
  ceremony: z.string().min(1).max(200),
  credential: CredentialJsonSchema,
});
export type TwoFactorPasskeyBody = z.input<typeof TwoFactorPasskeyBodySchema>;
