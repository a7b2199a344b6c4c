// A render-blocking <head> script (the shell's theme, applied before the first paint): a plain file
// copied into dist under a content-hashed name, so it is cached as immutable like every hashed
// asset and allowed by `script-src 'self'` (no inline script, no CSP hash to keep in step).
// It is not bundled: no webpack runtime around a few hundred bytes that must run first. The name is
// computed here, before the build, because the page template names it; copy-webpack-plugin copies it.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import CopyPlugin from 'copy-webpack-plugin';

export interface BlockingHeadScript {
  source: string;
  name: string;
}

export function blockingHeadScriptName(source: string, hashed: boolean): BlockingHeadScript {
  const body = readFileSync(source, 'utf8');
  const base = path.basename(source, '.js');
  const hash = createHash('sha256').update(body).digest('hex').slice(0, 8);
  return { source, name: hashed ? `${base}.${hash}.js` : `${base}.js` };
}

/** Copies the script into dist under its name (watched in development, like every copied file). */
export const blockingHeadScriptCopy = (script: BlockingHeadScript) => new CopyPlugin({ patterns: [{ from: script.source, to: script.name }] });
