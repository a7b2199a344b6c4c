// The page an invitation link opens (the API builds /invitations/<token>): signed out, the sign-in
// screen at that address, and the page itself once signed in.
const INVITATION_PATH = /^\/invitations\/([^/]+)\/?$/;

/** The token an invitation page's path carries, or null for any other path. */
export function invitationTokenOf(pathname: string): string | null {
  const match = INVITATION_PATH.exec(pathname);
  return match?.[1] ? decodeURIComponent(match[1]) : null;
}
