import { ex } from './executive';

export const delegationPaths = {
  /** GET (owner): the delegates and pending invitations. */
  delegates: (id: number) => `${ex(id)}/delegates`,
  /** PATCH { role?, endsOn? } / DELETE (end access) one delegate (owner). */
  delegate: (id: number, delegateId: number) => `${ex(id)}/delegates/${delegateId}`,
  /** POST { email, role, endsOn? } (owner): 201 with the link. */
  delegateInvitations: (id: number) => `${ex(id)}/delegates/invitations`,
  /** DELETE (owner): cancel a pending invitation. */
  delegateInvitation: (id: number, invitationId: number) => `${ex(id)}/delegates/invitations/${invitationId}`,
  /** GET (any signed-in account): what the invitation page shows. */
  invitation: (token: string) => `/api/invitations/${encodeURIComponent(token)}`,
  /** POST (the invited address's account): accept. */
  acceptInvitation: (token: string) => `/api/invitations/${encodeURIComponent(token)}/accept`,
  /** GET: the account's own workspace and every one delegated to it. */
  workspaces: '/api/workspaces',
  /** POST (a delegate): end one's own access to that workspace. */
  leaveWorkspace: (executiveId: number) => `/api/workspaces/${executiveId}/leave`,
  /** GET (owner): the activity log, newest first. */
  activity: (id: number) => `${ex(id)}/activity`,
} as const;
