// mf-manifest.json as @module-federation/enhanced 2.9 writes it, read only as far as the publish
// check needs (name, shared packages, exposed modules): unknown fields are kept and ignored, so a
// newer plugin's additions do not refuse a remote.
import { z } from 'zod';

const SharedSchema = z.looseObject({
  name: z.string().min(1),
  version: z.string().optional(),
  singleton: z.boolean().optional(),
  /** A semver range, or false: "any version", as does '*' or a workspace: range. */
  requiredVersion: z.union([z.string(), z.literal(false)]).optional(),
});

const ExposeSchema = z.looseObject({
  name: z.string(),
  /** './Team' */
  path: z.string().optional(),
});

export const MfManifestSchema = z.looseObject({
  id: z.string().optional(),
  name: z.string().min(1),
  metaData: z
    .looseObject({
      buildInfo: z.looseObject({ buildVersion: z.string().optional(), buildName: z.string().optional() }).optional(),
      pluginVersion: z.string().optional(),
    })
    .optional(),
  shared: z.array(SharedSchema).default([]),
  exposes: z.array(ExposeSchema).default([]),
});

export type MfManifest = z.output<typeof MfManifestSchema>;

/** What the operator's list shows of a stored manifest. */
export interface ManifestSummary {
  buildVersion: string | null;
  pluginVersion: string | null;
  exposes: string[];
  shared: { name: string; version: string | null; requiredVersion: string | false | null; singleton: boolean }[];
}

/** The manifest in `text`, or why it is not one (a sentence naming the first problem). */
export function parseManifest(text: string): { ok: true; manifest: MfManifest } | { ok: false; error: string } {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, error: 'is not JSON' };
  }
  const parsed = MfManifestSchema.safeParse(json);
  if (parsed.success) return { ok: true, manifest: parsed.data };
  const issue = parsed.error.issues[0];
  const field = issue?.path.map(String).join('.') ?? '';
  return { ok: false, error: `is not an mf-manifest.json (${field ? `${field}: ` : ''}${issue?.message ?? 'invalid'})` };
}

export function summarizeManifest(manifest: MfManifest): ManifestSummary {
  return {
    buildVersion: manifest.metaData?.buildInfo?.buildVersion ?? null,
    pluginVersion: manifest.metaData?.pluginVersion ?? null,
    exposes: manifest.exposes.map((e) => e.name),
    shared: manifest.shared.map((s) => ({
      name: s.name,
      version: s.version ?? null,
      requiredVersion: s.requiredVersion ?? null,
      singleton: s.singleton ?? false,
    })),
  };
}

/** A stored manifest's summary (null when none was stored or it no longer parses). */
export function summarizeStoredManifest(text: string | null): ManifestSummary | null {
  if (text === null) return null;
  const parsed = parseManifest(text);
  return parsed.ok ? summarizeManifest(parsed.manifest) : null;
}
