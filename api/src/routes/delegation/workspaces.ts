// The signed-in account's workspaces and invitations, outside any one workspace (401 without a
// session, nothing else to own):
// - GET /api/workspaces: its own workspace, then every one delegated to it (live grants only); a
//   personal access token may read it as well.
// - POST /api/workspaces/:executiveId/leave: a delegate ends their own access.
// - GET /api/invitations/:token: who invites, with which role, and whether the invitation is for
//   this account's address (the invitation page).
// - POST /api/invitations/:token/accept: only by the account with the invited address (any case);
//   another account is refused with words that say why, as are a used, cancelled or lapsed link.
import { Hono } from 'hono';
import {
  InvitationTokenParamsSchema,
  WorkspaceIdParamsSchema,
  type AcceptedInvitation,
  type InvitationStatus,
  type InvitationView,
  type SessionUser,
  type Workspace,
  type WorkspaceList,
} from '@provana/contracts';
import type { AppEnv, RouteDeps } from '../../app-env';
import { verificationRequired } from '../../auth/email-verification';
import { hashToken } from '../../auth/session-cookie';
import { HttpError } from '../../lib/http-error';
import { validParams } from '../../lib/validation';
import { tokenReadable } from '../../middleware/api-token';
import type { InvitationRow } from '../../db/repositories/delegation';
import { actorName, recordActivity } from '../../services/delegation/record';

const ROLE_WORDS = { viewer: 'Viewer', editor: 'Editor', full: 'Full' } as const;
const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

function signedIn(user: SessionUser | null): SessionUser {
  if (!user) throw new HttpError(401, 'unauthenticated', 'Sign in to continue');
  return user;
}

const unknownInvitation = () => new HttpError(404, 'not_found', 'This invitation link is not valid. Ask for a new invitation.');

function statusOf(invitation: InvitationRow, nowMs: number): InvitationStatus {
  if (invitation.acceptedAt !== null) return 'accepted';
  if (invitation.cancelledAt !== null) return 'cancelled';
  if (invitation.expiresAt <= nowMs) return 'expired';
  return 'pending';
}

const NOT_PENDING: Record<Exclude<InvitationStatus, 'pending'>, HttpError> = {
  accepted: new HttpError(410, 'invitation_used', 'This invitation has already been accepted. Each invitation link works once.'),
  cancelled: new HttpError(410, 'invitation_cancelled', 'This invitation was cancelled. Ask for a new one if you still need access.'),
  expired: new HttpError(410, 'invitation_expired', 'This invitation has expired: links work for 7 days. Ask for a new one.'),
};

export function workspaceRoutes(deps: RouteDeps) {
  const { repos, clock } = deps;
  const findInvitation = async (token: string) => {
    const invitation = await repos.delegation.invitationByTokenHash(hashToken(token));
    if (!invitation) throw unknownInvitation();
    return invitation;
  };
  return (
    new Hono<AppEnv>()
      // A personal token may read it too: which workspaces its owner (and so the token) reaches.
      .get('/workspaces', tokenReadable(), async (c) => {
        const user = signedIn(c.get('user'));
        const own = await repos.executives.get(user.executiveId);
        const mine: Workspace = {
          executiveId: user.executiveId,
          name: own?.name ?? actorName(user),
          role: 'owner',
          timeZone: own?.time_zone ?? user.timeZone,
          endsAt: null,
        };
        const delegated = await repos.delegation.delegatedWorkspaces(user.id, clock.now().getTime());
        return c.json({ workspaces: [mine, ...delegated] } satisfies WorkspaceList);
      })
      .post('/workspaces/:executiveId/leave', validParams(WorkspaceIdParamsSchema), async (c) => {
        const user = signedIn(c.get('user'));
        const { executiveId } = c.req.valid('param');
        if (executiveId === user.executiveId) throw new HttpError(409, 'own_workspace', 'This is your own workspace: you cannot leave it.');
        const nowMs = clock.now().getTime();
        const grant = await repos.delegation.liveGrant(executiveId, user.id, nowMs);
        if (!grant || !(await repos.delegation.leave(executiveId, user.id, nowMs))) {
          throw new HttpError(403, 'forbidden', "You don't have access to this executive");
        }
        await recordActivity(deps, {
          executiveId,
          user,
          kind: 'access',
          itemType: 'delegate',
          itemId: String(grant.id),
          describe: (actor) => `${actor} left the workspace`,
        });
        return c.body(null, 204);
      })
      .get('/invitations/:token', validParams(InvitationTokenParamsSchema), async (c) => {
        const user = signedIn(c.get('user'));
        const invitation = await findInvitation(c.req.valid('param').token);
        return c.json({
          executiveName: invitation.executiveName,
          role: invitation.role,
          endsAt: iso(invitation.endsAt),
          expiresAt: new Date(invitation.expiresAt).toISOString(),
          status: statusOf(invitation, clock.now().getTime()),
          email: invitation.email,
          forThisAccount: invitation.email.toLowerCase() === user.email.toLowerCase(),
        } satisfies InvitationView);
      })
      .post('/invitations/:token/accept', validParams(InvitationTokenParamsSchema), async (c) => {
        const user = signedIn(c.get('user'));
        const invitation = await findInvitation(c.req.valid('param').token);
        const nowMs = clock.now().getTime();
        const status = statusOf(invitation, nowMs);
        if (status !== 'pending') throw NOT_PENDING[status];
        if (invitation.email.toLowerCase() !== user.email.toLowerCase()) {
          throw new HttpError(
            403,
            'invitation_for_another_account',
            `This invitation was sent to ${invitation.email}, and you are signed in as ${user.email}. Sign in with ${invitation.email} to accept it.`,
          );
        }
        if (invitation.ownerUserId === user.id) throw new HttpError(409, 'own_workspace', 'This is your own workspace: you already have full access.');
        if (verificationRequired(deps) && user.emailVerified !== true) {
          throw new HttpError(403, 'email_not_verified', 'Confirm your email address first: open the link we mailed you, then accept the invitation.');
        }
        const outcome = await repos.delegation.accept(invitation, user.id, nowMs);
        if (!outcome.ok) throw NOT_PENDING.accepted;
        await recordActivity(deps, {
          executiveId: invitation.executiveId,
          user,
          kind: 'access',
          itemType: 'delegate',
          itemId: String(outcome.grantId),
          describe: (actor) => `${actor} accepted the invitation as ${ROLE_WORDS[invitation.role]}`,
        });
        const workspace: Workspace = {
          executiveId: invitation.executiveId,
          name: invitation.executiveName,
          role: invitation.role,
          timeZone: invitation.executiveTimeZone,
          endsAt: iso(invitation.endsAt),
        };
        return c.json({ workspace } satisfies AcceptedInvitation);
      })
  );
}
