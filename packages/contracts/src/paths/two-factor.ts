export const twoFactorPaths = {
  twoFactorStatus: '/api/auth/2fa',
  totpSetup: '/api/auth/2fa/totp/setup',
  totpConfirm: '/api/auth/2fa/totp/confirm',
  twoFactorDisable: '/api/auth/2fa/disable',
  recoveryCodes: '/api/auth/2fa/recovery-codes',
  signInTwoFactor: '/api/auth/sign-in/2fa',
} as const;
