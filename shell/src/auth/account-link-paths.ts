// The pages mailed links open (api/src/auth/account-links.ts builds them): they work signed in or out,
// so the shell shows them before the session gate decides between the dashboard and the sign-in screen.
// The page that confirms linking an identity provider's sign-in to an existing account is one of
// them too (the API's callback sends the browser there, and a mailed link opens it).
export const ACCOUNT_LINK_PATHS = { verifyEmail: '/verify-email', resetPassword: '/reset-password', confirmSignInLink: '/confirm-sign-in-link' } as const;

export const isAccountLinkPath = (pathname: string) => (Object.values(ACCOUNT_LINK_PATHS) as string[]).includes(pathname);

/** A link opened without its token (cut short by a mail program). */
export const MISSING_TOKEN = 'This link is incomplete. Open the link from the email again, or ask for a new one from the sign-in screen.';
