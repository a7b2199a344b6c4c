// The operator API's params and bodies. Unknown body fields are refused (a mistyped option such as
// `canary` instead of `canaryPercent` must not be silently dropped).
import { z } from 'zod';
import { REMOTE_NAMES } from '@provana/contracts/remotes';
import { isHttpOrRootRelative } from '../../services/remotes/entry-url';

export const RemoteParamSchema = z.object({
  name: z.enum(REMOTE_NAMES, { error: `must be one of ${REMOTE_NAMES.join(', ')}` }),
});

const VersionLabelSchema = z
  .string()
  .regex(/^[0-9A-Za-z][0-9A-Za-z.+_-]{0,63}$/, 'a version is 1–64 letters, digits, ., +, _ or -, starting with a letter or digit (e.g. 1.4.0 or 2026-05-01.3)');

const LocationSchema = z.string().max(2048).refine(isHttpOrRootRelative, 'must be an http(s) URL or a path under /remotes/');

export const PublishBodySchema = z.strictObject({
  version: VersionLabelSchema,
  /** The remoteEntry.js the shell will load. */
  entryUrl: LocationSchema,
  /** Where its mf-manifest.json is; default: beside the entry. */
  manifestUrl: LocationSchema.optional(),
});

export const PromoteBodySchema = z.strictObject({
  version: VersionLabelSchema,
  /** 1–99: the version becomes the canary for that share of accounts; absent: it becomes live for everyone. */
  canaryPercent: z.number().int().min(1).max(99).optional(),
});

export const RollbackBodySchema = z.strictObject({});
