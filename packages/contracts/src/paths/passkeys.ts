export const passkeyPaths = {
  passkeys: '/api/auth/passkeys',
  passkey: (passkeyId: number) => `/api/auth/passkeys/${passkeyId}`,
  passkeyRegistrationOptions: '/api/auth/passkeys/registration/options',
  passkeyRegistration: '/api/auth/passkeys/registration',
  passkeySignInOptions: '/api/auth/passkeys/sign-in/options',
  signInPasskey: '/api/auth/sign-in/passkey',
  twoFactorPasskeyOptions: '/api/auth/sign-in/2fa/passkey/options',
  signInTwoFactorPasskey: '/api/auth/sign-in/2fa/passkey',
} as const;
