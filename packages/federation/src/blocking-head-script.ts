// A render-blocking <head> script (the shell's theme, applied before the first paint): a plain file
// copied into dist under a content-hashed name, so it is cached as immutable like every hashed
// asset and allowed by `script-src 'self'` (no inline script, no CSP hash to keep in step).
// It is not bundled: no webpack runtime around a few hundred bytes that must run first.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import webpack, { type Compiler } from 'webpack';

export interface BlockingHeadScript {
  source: string;
  name: string;
  body: string;
}

export function blockingHeadScriptName(source: string, hashed: boolean): BlockingHeadScript {
  const body = readFileSync(source, 'utf8');
  const base = path.basename(source, '.js');
  const hash = createHash('sha256').update(body).digest('hex').slice(0, 8);
  return { source, body, name: hashed ? `${base}.${hash}.js` : `${base}.js` };
}

export class BlockingHeadScriptPlugin {
  constructor(private readonly script: BlockingHeadScript) {}

  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('BlockingHeadScriptPlugin', (compilation) => {
      compilation.fileDependencies.add(this.script.source);
      compilation.hooks.processAssets.tap({ name: 'BlockingHeadScriptPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        compilation.emitAsset(this.script.name, new webpack.sources.RawSource(this.script.body));
      });
    });
  }
}
