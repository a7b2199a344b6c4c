// The shell's own mf-manifest.json, which a remote is checked against at publish time: read from the
// shell's build on every publish (a redeployed shell is what the next publish is checked against).
import fs from 'node:fs/promises';
import path from 'node:path';

/** Loads the shell's manifest text, or null when there is none. */
export type ShellManifestLoader = () => Promise<string | null>;

export function shellManifestFromDist(staticRoot: string): ShellManifestLoader {
  const file = path.join(staticRoot, 'shell', 'dist', 'mf-manifest.json');
  return async () => {
    try {
      return await fs.readFile(file, 'utf8');
    } catch {
      return null;
    }
  };
}
