// What the operator API needs from the server: its token (PROVANA_OPERATOR_TOKEN; without one the API
// does not exist), where the bundled builds are, and how manifests may be fetched.
import type { GuardOptions } from '../../lib/url-guard';
import type { ShellManifestLoader } from './shell-manifest';

export interface OperatorOptions {
  /** The bearer token every operator request must carry. */
  token: string;
  /** Who the token stands for in the registry's history (published_by, promoted_by); default 'operator'. */
  label?: string;
  /** The folder holding shell/dist and mf-<x>/dist. */
  staticRoot: string;
  /** PROVANA_OPERATOR_ALLOW_LOOPBACK: manifests (and entries) on loopback and over plain http:// (tests, development). */
  allowLoopback: boolean;
  /** The shell's mf-manifest.json, read at each publish; default: `<staticRoot>/shell/dist/mf-manifest.json`. */
  shellManifest?: ShellManifestLoader;
  /** Host name resolution for the manifest fetch (tests). */
  resolve?: GuardOptions['resolve'];
  /** Deadline of one manifest fetch (default 10 s). */
  timeoutMs?: number;
}
