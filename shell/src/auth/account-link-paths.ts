// The pages mailed links open (api/src/auth/account-links.ts builds them): they work signed in or out,
// so the shell shows them before the session gate decides between the dashboard and the sign-in screen.
export const ACCOUNT_LINK_PATHS = { verifyEmail: '/verify-email', resetPassword: '/reset-password' } as const;

export const isAccountLinkPath = (pathname: string) => pathname === ACCOUNT_LINK_PATHS.verifyEmail || pathname === ACCOUNT_LINK_PATHS.resetPassword;

/** A link opened without its token (cut short by a mail program). */
export const MISSING_TOKEN = 'This link is incomplete. Open the link from the email again, or ask for a new one from the sign-in screen.';
