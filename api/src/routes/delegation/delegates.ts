// The executive's delegates (owner only): GET .../delegates (access not ended and pending
// invitations), POST .../delegates/invitations { email, role, endsOn? } (201 with the single-use
// link, mailed when the operator configured mail), DELETE .../delegates/invitations/:invitationId
// (cancel), PATCH .../delegates/:delegateId { role?, endsOn? } and DELETE .../delegates/:delegateId
// (end access). Changes reach the access check on the next request: it reads grants every time.
import { randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import {
  DelegateIdParamsSchema,
  INVITATION_VALID_DAYS,
  InvitationIdParamsSchema,
  InviteDelegateBodySchema,
  MAX_DELEGATES,
  UpdateDelegateBodySchema,
  type CreatedInvitation,
  type DelegatesOverview,
} from '@provana/contracts';
import type { AppEnv, RouteDeps } from '../../app-env';
import { publicOrigin } from '../../auth/account-links';
import { hashToken } from '../../auth/session-cookie';
import { addDaysToIsoDate, DAY_MS, instantOf } from '@provana/dates';
import { HttpError } from '../../lib/http-error';
import { validJson, validParams } from '../../lib/validation';
import { requires } from '../../middleware/requires';
import { invitationMail } from '../../services/delegation/invitation-mail';

/** The first instant after the last day of access, in the workspace's zone. */
export function endOfAccess(endsOn: string, timeZone: string, nowMs: number): number {
  const endsAt = instantOf(`${addDaysToIsoDate(endsOn, 1)}T00:00:00`, timeZone).getTime();
  if (endsAt <= nowMs) throw new HttpError(400, 'validation_error', 'endsOn: The end date must be today or later.', 'endsOn');
  return endsAt;
}

const delegateNotFound = () => new HttpError(404, 'not_found', 'This person no longer has access to your workspace.');

export function delegateRoutes(deps: RouteDeps) {
  const { repos, clock } = deps;
  return new Hono<AppEnv>()
    .get('/delegates', requires('owner'), async (c) => {
      const nowMs = clock.now().getTime();
      const executiveId = c.get('executiveId');
      const [delegates, invitations] = await Promise.all([
        repos.delegation.delegates(executiveId, nowMs),
        repos.delegation.pendingInvitations(executiveId, nowMs),
      ]);
      return c.json({ delegates, invitations, limit: MAX_DELEGATES } satisfies DelegatesOverview);
    })
    .post('/delegates/invitations', requires('owner'), validJson(InviteDelegateBodySchema), async (c) => {
      const body = c.req.valid('json');
      const user = c.get('user');
      const executiveId = c.get('executiveId');
      const nowMs = clock.now().getTime();
      if (user && user.email.toLowerCase() === body.email) {
        throw new HttpError(400, 'validation_error', "email: You can't invite yourself: this is your own workspace.", 'email');
      }
      const endsAt = body.endsOn ? endOfAccess(body.endsOn, c.get('timeZone'), nowMs) : null;
      const token = randomBytes(32).toString('base64url');
      const invitation = await repos.delegation.createInvitation(
        { executiveId, email: body.email, role: body.role, endsAt, tokenHash: hashToken(token), expiresAt: nowMs + INVITATION_VALID_DAYS * DAY_MS, nowMs },
        MAX_DELEGATES,
      );
      if (!invitation) {
        throw new HttpError(
          409,
          'too_many_delegates',
          `A workspace can have at most ${MAX_DELEGATES} delegates, pending invitations included. End someone's access or cancel an invitation first.`,
        );
      }
      const link = `${publicOrigin(c, deps)}/invitations/${token}`;
      const executive = await repos.executives.get(executiveId);
      if (deps.accountMail) deps.accountMail.mailer.send(invitationMail(body.email, link, executive?.name ?? 'An executive', body.role, body.endsOn ?? null));
      return c.json({ invitation, link, mailed: Boolean(deps.accountMail) } satisfies CreatedInvitation, 201);
    })
    .delete('/delegates/invitations/:invitationId', requires('owner'), validParams(InvitationIdParamsSchema), async (c) => {
      const { invitationId } = c.req.valid('param');
      const cancelled = await repos.delegation.cancelInvitation(c.get('executiveId'), invitationId, clock.now().getTime());
      if (!cancelled) throw new HttpError(404, 'not_found', 'This invitation is no longer pending.');
      return c.json(cancelled);
    })
    .patch('/delegates/:delegateId', requires('owner'), validParams(DelegateIdParamsSchema), validJson(UpdateDelegateBodySchema), async (c) => {
      const { delegateId } = c.req.valid('param');
      const body = c.req.valid('json');
      const executiveId = c.get('executiveId');
      const nowMs = clock.now().getTime();
      const change: { role?: (typeof body)['role']; endsAt?: number | null } = {};
      if (body.role !== undefined) change.role = body.role;
      if (body.endsOn !== undefined) change.endsAt = body.endsOn === null ? null : endOfAccess(body.endsOn, c.get('timeZone'), nowMs);
      if (!(await repos.delegation.updateGrant(executiveId, delegateId, change, nowMs))) throw delegateNotFound();
      const delegate = await repos.delegation.delegate(executiveId, delegateId, nowMs);
      if (!delegate) throw delegateNotFound();
      return c.json(delegate);
    })
    .delete('/delegates/:delegateId', requires('owner'), validParams(DelegateIdParamsSchema), async (c) => {
      const { delegateId } = c.req.valid('param');
      const executiveId = c.get('executiveId');
      const nowMs = clock.now().getTime();
      const delegate = await repos.delegation.delegate(executiveId, delegateId, nowMs);
      if (!delegate || !(await repos.delegation.endGrant(executiveId, delegateId, nowMs))) throw delegateNotFound();
      return c.json(delegate);
    });
}
