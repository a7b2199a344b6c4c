// Personal access tokens: a script, an automation tool or an AI assistant acts on the account's
// behalf with `Authorization: Bearer pvn_…`, limited to the scopes chosen here and, in each
// workspace, to the account's own role there. A scope is read or write on one area of the
// product, or `read` alone: read-only on every area.
import { z } from 'zod';
import { IdParamSchema, requiredText } from './common';

/** The product's areas a token may be given, as the dashboard groups its sections. */
export const TOKEN_AREAS = ['brief', 'planning', 'team', 'leadership', 'voice', 'bookings'] as const;
export type TokenArea = (typeof TOKEN_AREAS)[number];

export const TOKEN_AREA_LABELS: Record<TokenArea, string> = {
  brief: 'Brief and priorities',
  planning: 'Planning and calendar',
  team: 'Team',
  leadership: 'Leadership',
  voice: 'Voice',
  bookings: 'Booking links',
};

/** Read on every area. */
export const READ_EVERYTHING_SCOPE = 'read';
export const TOKEN_SCOPES = [READ_EVERYTHING_SCOPE, ...TOKEN_AREAS.flatMap((area) => [`${area}:read`, `${area}:write`] as const)] as const;
export const TokenScopeSchema = z.enum(TOKEN_SCOPES);
export type TokenScope = z.infer<typeof TokenScopeSchema>;

/** Every token starts with this, so a secret scanner (or a person) recognises one. */
export const API_TOKEN_PREFIX = 'pvn_';
export const DEFAULT_TOKEN_EXPIRY_DAYS = 90;

/** POST /api/auth/api-tokens. `expiresInDays: null` is a token that never expires (the list marks it). */
export const CreateApiTokenBodySchema = z
  .object({
    name: requiredText(80),
    expiresInDays: z.number().int().min(1).max(366).nullable().optional().default(DEFAULT_TOKEN_EXPIRY_DAYS),
    scopes: z
      .array(TokenScopeSchema)
      .min(1, 'choose at least one scope')
      .refine((scopes) => new Set(scopes).size === scopes.length, 'lists a scope twice'),
  })
  .strict();
export type CreateApiTokenBody = z.input<typeof CreateApiTokenBodySchema>;

export const ApiTokenSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  scopes: z.array(TokenScopeSchema),
  /** The token's first characters, to tell tokens apart; never enough to use one. */
  prefix: z.string(),
  createdAt: z.string(),
  /** null: never expires. */
  expiresAt: z.string().nullable(),
  lastUsedAt: z.string().nullable(),
  lastUsedFrom: z.string().nullable(),
});
export type ApiToken = z.infer<typeof ApiTokenSchema>;

export const ApiTokensResponseSchema = z.object({ tokens: z.array(ApiTokenSchema) });
export type ApiTokensResponse = z.infer<typeof ApiTokensResponseSchema>;

/** The answer to a create: the token itself, shown this once and never again. */
export const CreatedApiTokenSchema = z.object({ token: z.string(), apiToken: ApiTokenSchema });
export type CreatedApiToken = z.infer<typeof CreatedApiTokenSchema>;

export const ApiTokenIdParamsSchema = z.object({ tokenId: IdParamSchema });
