// Delegated access: the roles an executive gives, the invitations that carry them, the delegates of
// a workspace and the workspaces an account can open.
import { z } from 'zod';
import { IsoDateSchema } from './common';

/** At most this many delegates per workspace: access not ended plus invitations waiting for an answer. */
export const MAX_DELEGATES = 10;
/** An invitation's link works this long. */
export const INVITATION_VALID_DAYS = 7;

/** What an executive gives a delegate, least to most. */
export const DelegateRoleSchema = z.enum(['viewer', 'editor', 'full']);
export type DelegateRole = z.infer<typeof DelegateRoleSchema>;

/** The signed-in account's place in a workspace: its own, or a delegate's role. */
export const WorkspaceRoleSchema = z.enum(['owner', 'full', 'editor', 'viewer']);
export type WorkspaceRole = z.infer<typeof WorkspaceRoleSchema>;

/** The least role a workspace route needs: read (Viewer and up), write (Editor and up), private (Full and up), owner. */
export const RequiredAccessSchema = z.enum(['read', 'write', 'private', 'owner']);
export type RequiredAccess = z.infer<typeof RequiredAccessSchema>;

const inviteEmail = z
  .string()
  .trim()
  .toLowerCase()
  .max(254)
  .regex(/^[^\s@]+@[^\s@]+$/, 'must be a valid email address');

/** POST .../delegates/invitations. endsOn: the last day of access (in the workspace's time zone); absent: until ended. */
export const InviteDelegateBodySchema = z.object({
  email: inviteEmail,
  role: DelegateRoleSchema,
  endsOn: IsoDateSchema.optional(),
});
export type InviteDelegateBody = z.input<typeof InviteDelegateBodySchema>;

/** PATCH .../delegates/:delegateId: a new role, and/or a new last day (null: until ended). */
export const UpdateDelegateBodySchema = z
  .object({ role: DelegateRoleSchema.optional(), endsOn: IsoDateSchema.nullable().optional() })
  .refine((b) => b.role !== undefined || b.endsOn !== undefined, { message: 'must change the role or the end date', path: ['role'] });
export type UpdateDelegateBody = z.input<typeof UpdateDelegateBodySchema>;

export const DelegateIdParamsSchema = z.object({ delegateId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });
export const InvitationIdParamsSchema = z.object({ invitationId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });
/** The token from an invitation link (base64url). */
export const InvitationTokenParamsSchema = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, 'is not an invitation link') });
export const WorkspaceIdParamsSchema = z.object({ executiveId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

/** A person with access to the workspace. Instants are ISO 8601 (UTC). */
export const DelegateSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: DelegateRoleSchema,
  /** When access ends by itself; null: until the executive ends it. */
  endsAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Delegate = z.infer<typeof DelegateSchema>;

/** An invitation not yet accepted, cancelled or lapsed. */
export const PendingInvitationSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  role: DelegateRoleSchema,
  endsAt: z.string().nullable(),
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type PendingInvitation = z.infer<typeof PendingInvitationSchema>;

/** GET .../delegates. */
export const DelegatesOverviewSchema = z.object({
  delegates: z.array(DelegateSchema),
  invitations: z.array(PendingInvitationSchema),
  /** MAX_DELEGATES: delegates plus pending invitations may not exceed it. */
  limit: z.number().int(),
});
export type DelegatesOverview = z.infer<typeof DelegatesOverviewSchema>;

/** POST .../delegates/invitations answers 201 with the link to copy (shown once) and whether it was mailed. */
export const CreatedInvitationSchema = z.object({
  invitation: PendingInvitationSchema,
  link: z.string(),
  mailed: z.boolean(),
});
export type CreatedInvitation = z.infer<typeof CreatedInvitationSchema>;

export const InvitationStatusSchema = z.enum(['pending', 'accepted', 'cancelled', 'expired']);
export type InvitationStatus = z.infer<typeof InvitationStatusSchema>;

/** GET /api/invitations/:token: what the invitation page shows the signed-in account. */
export const InvitationViewSchema = z.object({
  /** The workspace's executive, who invites. */
  executiveName: z.string(),
  role: DelegateRoleSchema,
  endsAt: z.string().nullable(),
  expiresAt: z.string(),
  status: InvitationStatusSchema,
  /** The address it was sent to. */
  email: z.string(),
  /** Whether the signed-in account's address is that one (only then can it accept). */
  forThisAccount: z.boolean(),
});
export type InvitationView = z.infer<typeof InvitationViewSchema>;

/** A workspace the account can open: its own, or one delegated to it. */
export const WorkspaceSchema = z.object({
  executiveId: z.number().int(),
  name: z.string(),
  role: WorkspaceRoleSchema,
  /** The workspace's IANA time zone: its "today" and every time shown while working in it. */
  timeZone: z.string(),
  /** When a delegate's access ends by itself (null: until ended; always null for the account's own). */
  endsAt: z.string().nullable(),
});
export type Workspace = z.infer<typeof WorkspaceSchema>;

/** GET /api/workspaces: the account's own workspace first, then those delegated to it by name. */
export const WorkspaceListSchema = z.object({ workspaces: z.array(WorkspaceSchema) });
export type WorkspaceList = z.infer<typeof WorkspaceListSchema>;

/** POST /api/invitations/:token/accept answers with the workspace now open to the account. */
export const AcceptedInvitationSchema = z.object({ workspace: WorkspaceSchema });
export type AcceptedInvitation = z.infer<typeof AcceptedInvitationSchema>;
