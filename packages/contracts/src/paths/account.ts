// Account mail, password and sessions: every path is the session's own account (no executive id).
export const accountPaths = {
  verifyEmail: '/api/auth/verify-email',
  resendVerification: '/api/auth/verify-email/resend',
  forgotPassword: '/api/auth/forgot-password',
  resetPassword: '/api/auth/reset-password',
  changePassword: '/api/auth/change-password',
  sessions: '/api/auth/sessions',
  session: (sessionId: string) => `/api/auth/sessions/${encodeURIComponent(sessionId)}`,
  endOtherSessions: '/api/auth/sessions/end-others',
} as const;
